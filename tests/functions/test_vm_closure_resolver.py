"""Regression: user-function calls must run whether or not a resolver supplies a body.

closure_resolver_script.m exercises closures returning closures, handles to local
functions passed as values and handles stored in cells and called later.  The
expected output was computed by hand from MATLAB semantics (the disp row format
checked with octave-cli).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from runmat_vm import Session

HERE = Path(__file__).parent
SCRIPT = HERE / "closure_resolver_script.m"
EXPECTED = (HERE / "closure_resolver_script.expected").read_text()


@pytest.mark.parametrize("resolver", [None, "empty"], ids=["no-resolver", "resolver-without-bodies"])
def test_closure_resolver_script(resolver):
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    asked = []
    if resolver == "empty":
        def resolver_fn(fn):
            asked.append(fn.name)
            return None
        s.resolver = resolver_fn
    s.run_file(SCRIPT)
    assert out.getvalue() == EXPECTED
    if resolver == "empty":
        assert {"make_adder", "compose", "double_it", "apply_all"} <= set(asked)
