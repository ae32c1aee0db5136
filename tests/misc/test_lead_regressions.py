"""Regressions found by the parser engineer's differential runs (expected values from Octave 7.3
or MATLAB's documentation where noted)."""

from __future__ import annotations

import io

import numpy as np

from runmat_builtins import call_builtin


def run(code: str) -> str:
    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


def test_disp_of_strings_follows_matlab():
    # MATLAB documentation: disp("abc") prints the text; arrays print a quoted grid, no header
    assert run('disp("abc")') == "abc\n"
    assert run('disp(["a" "bb"; "c" "d"])') == '    "a"    "bb"\n    "c"    "d"\n'


def test_mldivide_with_scalar_right_side():
    x = call_builtin("mldivide", np.array([[4.0, 5.0, 6.0]]), 7.0)
    np.testing.assert_allclose(x.ravel(), [0.363636363636, 0.454545454545, 0.545454545454], rtol=1e-10)
    assert call_builtin("mldivide", 2.0, 4.0) == 2.0
