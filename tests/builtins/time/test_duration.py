"""duration arrays: construction, unit functions, display formats and arithmetic. Octave 7.3
has no duration; expected values are MATLAB's documented behaviour (each cites its page)."""

from __future__ import annotations


import pytest

from runmat_vm import MException


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_unit_functions_display_with_their_unit(run, tier: str) -> None:
    # https://www.mathworks.com/help/matlab/matlab_prog/represent-date-and-times-in-MATLAB.html:
    # d = days(2) -> 2 days
    assert run("d = days(2)", tier) == "d =\n\n  duration\n\n   2 days\n\n"
    # https://www.mathworks.com/help/matlab/matlab_prog/generate-sequence-of-dates-and-time.html:
    # d = 0:seconds(30):minutes(3) -> 0 sec 30 sec 60 sec 90 sec 120 sec 150 sec 180 sec
    got = run("d = 0:seconds(30):minutes(3);\ndisp(size(d))\ndisp(d)", tier)
    assert got == "   1   7\n     0 sec    30 sec    60 sec    90 sec   120 sec   150 sec   180 sec\n"


def test_duration_from_components_and_formats(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/duration.html: duration(H,MI,S) displays hh:mm:ss
    got = run("d = duration(1, 30, 0)\ne = duration([1 2 3; 0 0 90]);\ndisp(e)\n"
              "f = duration(0, 0, 90.5, 'Format', 'mm:ss.SS');\ndisp(f)\nf.Format = 'dd:hh:mm:ss';\ndisp(f)")
    assert got == ("d =\n\n  duration\n\n   01:30:00\n\n   01:02:03\n   00:01:30\n   01:30.50\n"
                   "   00:00:01:30\n")


def test_conversion_back_to_numbers(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/duration.hours.html: hours(D) of a duration is a double
    got = run("d = duration(1, 30, 0);\nfprintf('%g %g %g %g\\n', hours(d), minutes(d), seconds(d), days(d) * 24);\n"
              "disp(class(hours(d)))\nfprintf('%g\\n', years(days(365.2425)));\nfprintf('%g\\n', milliseconds(seconds(2)));")
    assert got == "1.5 90 5400 1.5\ndouble\n1\n2000\n"


def test_arithmetic_scaling_and_division(run) -> None:
    got = run("a = hours(1) + minutes(30);\ndisp(a)\nb = 2 * a;\ndisp(b)\nc = a / 3;\ndisp(c)\n"
              "disp(a / minutes(1))\ndisp(-a)\ndisp(abs(-a))\ndisp(sum([a b]))\ndisp(hours(1) + 1)")
    assert got == ("   1.5 hr\n   3 hr\n   0.5 hr\n90\n   -1.5 hr\n   1.5 hr\n   4.5 hr\n   25 hr\n")


def test_comparisons_and_sort(run) -> None:
    got = run("d = [minutes(90), hours(1), seconds(30)];\ndisp(d > hours(1))\ns = sort(d);\n"
              "s.Format = 'hh:mm:ss';\ndisp(s)\ndisp(max(d) == minutes(90))")
    assert got == "  1  0  0\n   00:00:30   01:00:00   01:30:00\n1\n"


def test_bad_format_is_an_error(run) -> None:
    with pytest.raises(MException) as err:
        run("d = hours(1); d.Format = 'qq';")
    assert err.value.identifier == "MATLAB:duration:UnrecognizedFormat"
    with pytest.raises(MException) as err:
        run("hours(1) * hours(2)")
    assert err.value.identifier == "MATLAB:UndefinedFunction"
