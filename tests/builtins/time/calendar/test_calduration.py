"""calendarDuration: calyears .. caldays, calendarDuration, datetime arithmetic with month-end
clamping, split, display (https://www.mathworks.com/help/matlab/ref/calendarduration.html,
https://www.mathworks.com/help/matlab/ref/calmonths.html,
https://www.mathworks.com/help/matlab/matlab_prog/represent-date-and-times-in-MATLAB.html)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.lib.time.calendar.calduration import CalendarDuration, display_text, element_text
from runmat_vm import MException


def test_documented_arithmetic(run) -> None:
    # the documentation: t + calmonths(2) + caldays(35) from 27/28-Jun-2014 is 01/02-Oct-2014
    got = run("t = datetime(2014, 6, 27:28);\nt2 = t + calmonths(2) + caldays(35);\ndisp(char(t2))\n"
              "L = calmonths(2) + caldays(35);\ndisp(char(L))")
    assert got == "01-Oct-2014\n02-Oct-2014\n2mo 35d\n"


def test_month_end_rules(run) -> None:
    got = run("t = datetime(2023, 1, 31);\ndisp(char(t + calmonths(1)))\ndisp(char(datetime(2024, 2, 29) + calyears([1 4])))\n"
              "disp(char(datetime(2024, 3, 31) - calmonths(1)))\ndisp(char(datetime(2024, 5, 31, 13, 30, 0) + calquarters(1)))")
    assert got == "28-Feb-2023\n28-Feb-2025\n29-Feb-2028\n29-Feb-2024\n31-Aug-2024 13:30:00\n"


def test_sequences_and_split(run) -> None:
    got = run("s = datetime(2024, 1, 31):calmonths(1):datetime(2024, 5, 1);\nfprintf('%d ', day(s)); fprintf('\\n')\n"
              "w = datetime(2024, 1, 1):calweeks(1):datetime(2024, 1, 31);\nfprintf('%d\\n', numel(w))\n"
              "[y, m, d] = split(calmonths(27) + caldays(9), {'years', 'months', 'days'});\nfprintf('%d %d %d\\n', y, m, d)\n"
              "fprintf('%d %d\\n', calmonths(calyears(2)), caldays(calweeks(3)))")
    assert got == "31 29 31 30 \n5\n2 3 9\n24 21\n"


def test_scaling_and_comparison(run) -> None:
    got = run("a = 3 * calmonths(5);\ndisp(char(a))\nfprintf('%d %d\\n', isequal(calmonths(12), calyears(1)), "
              "iscalendarduration(a))\nv = [calmonths(1), caldays(2)];\ndisp(char(v(2)))\n"
              "L = calendarDuration(1, 14, 3, 4, 5, 6);\ndisp(char(L))")
    assert got == "1y 3mo\n1 1\n2d\n2y 2mo 3d 4h 5m 6s\n"


def test_texts_and_display() -> None:
    assert element_text(14.0, 0.0, 0.0) == "1y 2mo"
    assert element_text(0.0, 8.0, 4444.2) == "8d 1h 14m 4.2s"
    assert element_text(0.0, 0.0, 0.0) == "0d"
    assert element_text(-3.0, 0.0, 0.0) == "-3mo"
    c = CalendarDuration(np.array([[1.0, 2.0, 3.0]]), 0.0, 0.0)
    assert display_text(c, "M") == "M =\n\n  1\u00d73 calendarDuration array\n\n   1mo   2mo   3mo\n\n"
    assert display_text(CalendarDuration(2.0, 0.0, 0.0), "L") == "L =\n\n  calendarDuration\n\n   2mo\n\n"


@pytest.mark.parametrize(("code", "ident"), [
    ("calmonths(1.5)", "MATLAB:calendarDuration:NonIntegerCalDurations"),
    ("caldays('x')", "MATLAB:caldays:InvalidInput"),
    ("calmonths(1) * calmonths(2)", "MATLAB:UndefinedFunction"),
    ("calmonths(1) - datetime(2020, 1, 1)", "MATLAB:datetime:SubtractionNotDefined"),
    ("calendarDuration(1, 2)", "MATLAB:calendarDuration:InvalidNumInputs"),
    ("split(calmonths(1), 'fortnights')", "MATLAB:calendarDuration:split:InvalidUnits"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(f"x = {code};")
    assert info.value.identifier == ident


def test_missing_and_equality_with_other_classes(run) -> None:
    # a calendarDuration indicator of ismissing(A, INDICATOR) leaves A's own rule (nothing in a
    # double matches it: MATLAB's ismissing page, "indicators ... of the same type as A");
    # isnan takes one input; isequal is false, never an error, for values of another class
    got = run("disp(ismissing([1 NaN], calmonths(1)))\nc = [calmonths(1) calmonths(NaN)];\n"
              "disp(ismissing(c)); disp(isnan(c))\n"
              "disp([isequal(calmonths(1), 'a'), isequal(calmonths(1), struct()), "
              "isequal(calmonths(1), calmonths(1), calmonths(2)), isequal(calmonths([1 2]), calmonths([1 2])), "
              "isequal(calmonths(NaN), calmonths(NaN)), isequaln(calmonths(NaN), calmonths(NaN))])")
    assert got == "  0  0\n  0  1\n  0  1\n  0  0  0  1  0  1\n"
    for code in ("isnan(1, calmonths(1))", "isnan(calmonths(1), 1)"):
        with pytest.raises(MException) as err:
            run(code)
        assert err.value.identifier == "MATLAB:TooManyInputs"


def test_eq_with_a_wrong_argument_count_is_the_count_error(run) -> None:
    for code, ident in (("eq(calmonths(1))", "MATLAB:minrhs"),
                        ("eq(seconds([]), [1 2 3], calmonths(1))", "MATLAB:TooManyInputs")):
        with pytest.raises(MException) as err:
            run(code)
        assert err.value.identifier == ident


@pytest.mark.parametrize("code", ["cellstr(1577250, calendarDuration(1, 2, 3), 3.4e16, -3e16)",
                                  "cellstr(calendarDuration(1, 2, 3), 'x')"])
def test_cellstr_with_more_inputs_is_too_many_inputs(code, run):
    # MATLAB's cellstr takes one input
    with pytest.raises(MException) as e:
        run(f"c = {code};")
    assert e.value.identifier == "MATLAB:TooManyInputs"
