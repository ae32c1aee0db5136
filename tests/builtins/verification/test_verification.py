"""isequal/isequaln and assert, through the VM.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import pytest

from runmat_builtins import MException
from tests.builtins.support import vm_output


@pytest.mark.parametrize("code,expected", [
    ("disp(isequal([1 2 3], [1 2 3]))", "1\n"),
    ("disp(isequal([1 2 3], [1 2 3]'))", "0\n"),
    ("disp(isequal(int8(5), 5, single(5)))", "1\n"),
    ("disp(isequal('a', 97))", "1\n"),
    ("disp(isequal(NaN, NaN))", "0\n"),
    ("disp(isequaln([NaN 1], [NaN 1]))", "1\n"),
    ("disp(isequal({1, 'ab'}, {1, 'ab'}))", "1\n"),
    ("disp(isequal({1, 'ab'}, {1, 'ac'}))", "0\n"),
    ("s.a = 1; s.b = 2; t.b = 2; t.a = 1; disp(isequal(s, t))", "1\n"),
    ("s.a = 1; t.a = 1; t.c = 3; disp(isequal(s, t))", "0\n"),
    ("disp(isequal([], zeros(0, 0)))", "1\n"),
    ("disp(isequal(zeros(1, 0), zeros(0, 1)))", "0\n"),
])


def test_isequal(code, expected):
    assert vm_output(code) == expected


def test_assert_forms():
    assert vm_output("assert(true); assert([1 2], [1 2]); assert(1.0001, 1, 1e-3); assert(100, 101, -0.02); disp(1)") == "1\n"
    out = vm_output("try, assert(1 == 2, 'v=%d', 7), catch e, disp(e.identifier), disp(e.message), end")
    assert out == "MATLAB:assertion:failed\nv=7\n"
    out = vm_output("try, assert(false, 'pkg:bad', 'n=%d', 2), catch e, disp(e.identifier), disp(e.message), end")
    assert out == "pkg:bad\nn=2\n"
    for bad in ("assert([1 2], [1 2 3])", "assert(int8(1), 1)", "assert(1.1, 1, 0.05)", "assert(false)",
                "assert('abc', 'abd')", "assert([1 NaN], [1 2])"):
        with pytest.raises(MException) as ei:
            vm_output(bad)
        assert ei.value.identifier == "MATLAB:assertion:failed", bad
