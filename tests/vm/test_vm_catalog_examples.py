"""Run EVERY example in the builtin catalog through a fresh Session and compare stdout, in MATLAB's
display (the default; the outputs are recorded by tools/record_examples.py).

Failures are reported by builtin name.  Known failures that the VM cannot fix go in
KNOWN_FAILURES (builtin -> reason) and are xfailed, never deleted.
"""

from __future__ import annotations

import io

import pytest

from runmat_builtins import catalog
from runmat_builtins.errors import MException
from runmat_vm import Session

pytestmark = pytest.mark.display("matlab")

KNOWN_FAILURES: dict[str, str] = {}  # every example passes today; add "name": "why" only with a reason


def _cases():
    out = []
    for spec in catalog().specs():
        for i, ex in enumerate(spec.examples):
            marks = []
            if spec.name in KNOWN_FAILURES:
                marks.append(pytest.mark.xfail(reason=KNOWN_FAILURES[spec.name], strict=False))
            out.append(pytest.param(spec.name, ex.code, ex.output, id=f"{spec.name}[{i}]", marks=marks))
    return out


@pytest.mark.parametrize(("builtin", "code", "expected"), _cases())
def test_catalog_example(builtin: str, code: str, expected: str) -> None:
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    try:
        s.run(code)
    except MException as exc:
        pytest.fail(f"example of {builtin} raised {exc.identifier}: {exc.message}\n--- code ---\n{code}")
    assert out.getvalue() == expected, f"example of builtin '{builtin}' printed something else"


def test_every_builtin_has_an_example() -> None:
    assert [s.name for s in catalog().specs() if not s.examples] == []
