"""Every example of math-A's builtins prints exactly its recorded stdout (recorded from
octave-cli 7.3) when the VM runs it."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import MException, catalog

PREFIXES = ("ops/", "math/elementary", "math/trigonometry", "math/rounding", "math/complex",
            "math/exponential", "types/")
CASES = [(s.name, i) for s in catalog().specs() if s.category.startswith(PREFIXES)
         for i in range(len(s.examples))]


@pytest.mark.parametrize("name, i", CASES)
def test_example(name, i):
    vm = pytest.importorskip("runmat_vm")
    ex = catalog().get(name).examples[i]
    out = io.StringIO()
    try:
        vm.Session(stdout=out, stderr=io.StringIO()).run(ex.code)
    except MException as exc:
        if exc.identifier in ("MATLAB:UndefinedFunction", "MATLAB:UndefinedFunctionOrVariable") \
                and name not in exc.message:
            pytest.skip(f"needs a builtin owned elsewhere: {exc.message}")
        raise
    assert out.getvalue() == ex.output
