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

from runmat_vm import Session, jit

HERE = Path(__file__).parent
SCRIPT = HERE / "closure_resolver_script.m"
EXPECTED = (HERE / "closure_resolver_script.expected").read_text()


@pytest.mark.parametrize("jit_mode", ["off", "force"], ids=["interpreter", "compiled-tier"])
@pytest.mark.parametrize("resolver", [None, "empty"], ids=["no-resolver", "resolver-without-bodies"])
def test_closure_resolver_script(resolver, jit_mode):
    with jit.use(jit_mode) as tier:
        _check(resolver)
    if tier is not None:
        assert tier.compiled > 0 and tier.declined == 0  # every execution path ran compiled


def _check(resolver):
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
