"""dateshift, between, caldiff, isbetween (https://www.mathworks.com/help/matlab/ref/datetime.dateshift.html,
https://www.mathworks.com/help/matlab/ref/datetime.between.html: the documented month ends and
30d 58d 89d 119d 150d)."""

from __future__ import annotations

import pytest

from runmat_vm import MException


def test_documented_between_days(run) -> None:
    got = run("t1 = datetime(2013, 1, 1);\nt2 = dateshift(t1, 'end', 'month', 0:4);\ndisp(char(t2))\n"
              "dt = between(t1, t2, 'Days');\nfprintf('%d ', split(dt, 'days')); fprintf('\\n')")
    assert got == "31-Jan-2013\n28-Feb-2013\n31-Mar-2013\n30-Apr-2013\n31-May-2013\n30 58 89 119 150 \n"


def test_dateshift_rules(run) -> None:
    got = run("t = datetime(2024, 5, 15, 13, 20, 0);\n"
              "r = [dateshift(t, 'start', 'month'), dateshift(t, 'start', 'month', 'next'), dateshift(t, 'end', 'quarter'), "
              "dateshift(t, 'start', 'week'), dateshift(t, 'dayofweek', 'Friday'), dateshift(t, 'dayofweek', 'Wednesday', 'previous'), "
              "dateshift(t, 'start', 'year', -1)];\nfprintf('%d-%d ', [month(r); day(r)]); fprintf('\\n')\n"
              "h = dateshift(t, 'start', 'hour', 'nearest');\nfprintf('%d:%d\\n', hour(h), minute(h))")
    assert got == "5-1 6-1 6-30 5-12 5-17 5-8 1-1 \n13:0\n"


def test_between_round_trips(run) -> None:
    got = run("a = datetime(1990, 5, 17);\nb = datetime(2024, 3, 2, 6, 0, 0);\ndt = between(a, b);\ndisp(char(dt))\n"
              "fprintf('%d\\n', a + dt == b)\ndisp(char(between(b, a)))\n"
              "c = datetime(2024, 1, 31);\nd = datetime(2024, 3, 1);\nfprintf('%d\\n', c + between(c, d) == d)\n"
              "disp(char(between(datetime(2020, 1, 1), datetime(2024, 6, 15), 'years')))\n"
              "disp(char(caldiff(datetime(2024, [1 2 4], [31 29 1]))))\n"
              "fprintf('%d ', isbetween(datetime(2024, 1, 1:3), '2024-01-01', '2024-01-03', 'openleft')); fprintf('\\n')")
    assert got == "33y 9mo 14d 6h\n1\n-33y -9mo -14d -6h\n1\n4y\n1mo   \n1mo 3d\n0 1 1 \n"


@pytest.mark.parametrize(("code", "ident"), [
    ("dateshift(datetime(2024, 1, 1), 'start', 'fortnight')", "MATLAB:datetime:dateshift:InvalidUnit"),
    ("dateshift(datetime(2024, 1, 1), 'start', 'day', 'later')", "MATLAB:datetime:dateshift:InvalidRule"),
    ("between(datetime(2024, 1, 1), datetime(2024, 2, 1), 'decades')", "MATLAB:datetime:between:InvalidComponents"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(f"x = {code};")
    assert info.value.identifier == ident


def test_isbetween_of_an_empty_cell_of_dates_is_an_empty_result(run) -> None:
    # an empty cell of date text is 0 dates (fuzz finding: the reshape to 1x1 of 0 values)
    assert run("x = isbetween(cell(0, 2), datetime(2020, 1, 1), datetime(2021, 1, 1)); disp(size(x))").split() == ["0", "2"]


def test_dayofweek_number_must_be_one_to_seven(run) -> None:
    # MATLAB's dateshift page: the day of week is a name or a number 1 (Sunday) to 7 (Saturday);
    # 2 after Wed 01-Jan-2020 is Mon 06-Jan-2020
    assert run("disp(char(dateshift(datetime(2020, 1, 1), 'dayofweek', 2)))") == "06-Jan-2020\n"
    for day in ("NaN", "9", "0", "1.5", "[]", "{2}"):
        with pytest.raises(MException) as err:
            run(f"dateshift(datetime(2020, 1, 1), 'dayofweek', {day})")
        assert err.value.identifier == "MATLAB:datetime:dateshift:InvalidDayOfWeek", day


def test_isbetween_expands_like_the_comparisons(run) -> None:
    # implicit expansion of t against the limits; sizes that do not match are MATLAB's size error
    got = run("disp(isbetween(datetime(2024, 1, 1:3)', datetime(2024, 1, [1 2]), datetime(2024, 1, 3)))")
    assert got == "  1  0\n  1  1\n  1  1\n"
    with pytest.raises(MException) as err:
        run("isbetween(seconds([]), [1 2 3], seconds([]))")
    assert err.value.identifier == "MATLAB:sizeDimensionsMustMatch"


def test_dateshift_day_of_week_that_is_not_a_number_of_a_day():
    # a numeric day of the week must be an integer (NaN and Inf were an int() error)
    import io

    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(
        "for v = {NaN, Inf, 2.5}\n  try, dateshift(datetime(2020,1,1), 'dayofweek', v{1}), "
        "catch e, disp(e.identifier), end\nend\nd = dateshift(datetime(2020,1,1), 'dayofweek', 2); disp(day(d))")
    assert out.getvalue() == "MATLAB:datetime:dateshift:InvalidDayOfWeek\n" * 3 + "6\n"
