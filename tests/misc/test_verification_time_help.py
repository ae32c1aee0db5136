"""isequal/isequaln/assert, time builtins and help, through the VM (expectations from Octave 7.3)."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import MException


def run(code: str) -> str:
    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


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
    assert run(code) == expected


def test_assert_forms():
    assert run("assert(true); assert([1 2], [1 2]); assert(1.0001, 1, 1e-3); assert(100, 101, -0.02); disp(1)") == "1\n"
    out = run("try, assert(1 == 2, 'v=%d', 7), catch e, disp(e.identifier), disp(e.message), end")
    assert out == "MATLAB:assertion:failed\nv=7\n"
    out = run("try, assert(false, 'pkg:bad', 'n=%d', 2), catch e, disp(e.identifier), disp(e.message), end")
    assert out == "pkg:bad\nn=2\n"
    for bad in ("assert([1 2], [1 2 3])", "assert(int8(1), 1)", "assert(1.1, 1, 0.05)", "assert(false)",
                "assert('abc', 'abd')", "assert([1 NaN], [1 2])"):
        with pytest.raises(MException) as ei:
            run(bad)
        assert ei.value.identifier == "MATLAB:assertion:failed", bad


def test_time_builtins():
    assert run("e = etime([2024 1 1 0 1 0], [2024 1 1 0 0 0])") == "e = 60\n"
    assert run("n = datenum(2024, 1, 1)") == "n = 739252\n"
    assert run("s = datestr(739252.5)") == "s = 01-Jan-2024 12:00:00\n"
    assert run("disp(datestr([2024 3 5 14 7 9], 'yyyy-mm-dd HH:MM:SS'))") == "2024-03-05 14:07:09\n"
    out = run("tic\ntoc")
    assert out.startswith("Elapsed time is ") and out.endswith(" seconds.\n")
    assert run("id = tic; t = toc(id); disp(t >= 0 && t < 5)") == "1\n"
    with pytest.raises(MException) as ei:
        run("toc")
    assert ei.value.identifier == "MATLAB:toc:callTicFirst"


def test_help_from_catalog_and_file(tmp_path, monkeypatch):
    assert run("t = help('numel'); disp(strncmp(t, ' numel - ', 9))") == "1\n"
    (tmp_path / "myfun.m").write_text("function y = myfun(x)\n% MYFUN doubles its input.\n%   y = myfun(x)\ny = 2*x;\nend\n")
    monkeypatch.chdir(tmp_path)
    assert run("help myfun") == " MYFUN doubles its input.\n   y = myfun(x)\n"
    with pytest.raises(MException) as ei:
        run("help nosuchfunctionzz")
    assert ei.value.identifier == "MATLAB:help:notFound"


def test_datenum_of_date_text():
    # Octave 7.3: datenum('2020-06-02') = 737944; weekday('2020-06-02') = 3, 'Tue'
    assert run("n = datenum('2020-06-02')") == "n = 737944\n"
    assert run("disp(datenum('02-Jun-2020 12:00:00') - 737944)") == "0.5000\n"
    assert run("n = datenum('06/02/2020', 'mm/dd/yyyy')") == "n = 737944\n"
    with pytest.raises(MException) as ei:
        run("datenum('not a date')")
    assert ei.value.identifier == "MATLAB:datenum:ConvertDateString"
