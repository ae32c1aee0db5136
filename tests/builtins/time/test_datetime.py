"""datetime arrays: construction, display, properties, arithmetic, comparisons, ranges and the
datenum/datestr/datevec bridge. Octave 7.3 has no datetime, so expected values are MATLAB's
documented behaviour (each cites its page)."""

from __future__ import annotations


import pytest

from runmat_vm import MException


# https://www.mathworks.com/help/matlab/matlab_prog/represent-date-and-times-in-MATLAB.html
REPRESENT = "t = datetime(2014,6,28,6:7,0,0);\n"


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_components_build_an_array_shown_with_its_time(run, tier: str) -> None:
    # page above: t = datetime(2014,6,28,6:7,0,0) -> 28-Jun-2014 06:00:00   28-Jun-2014 07:00:00
    assert run(REPRESENT + "t", tier) == (
        "t =\n\n  1\u00d72 datetime array\n\n   28-Jun-2014 06:00:00   28-Jun-2014 07:00:00\n\n")


def test_setting_day_and_format_properties(run) -> None:
    # page above: t.Day = 27:28 -> 27-Jun-2014 06:00:00 28-Jun-2014 07:00:00;
    # t.Format = 'MMM dd, yyyy' -> Jun 27, 2014   Jun 28, 2014
    got = run(REPRESENT + "t.Day = 27:28;\ndisp(t)\nt.Format = 'MMM dd, yyyy';\ndisp(t)\ndisp(t.Format)")
    assert got == ("   27-Jun-2014 06:00:00   28-Jun-2014 07:00:00\n"
                   "   Jun 27, 2014   Jun 28, 2014\nMMM dd, yyyy\n")


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_difference_of_datetimes_is_a_duration(run, tier: str) -> None:
    # page above: t2 = datetime(2014,6,29,6,30,45); d = t2 - t -> 48:30:45   23:30:45 (after t.Day = 27:28);
    # d.Format = 'h' -> 48.512 hr   23.512 hr
    got = run(REPRESENT + "t.Day = 27:28;\nt2 = datetime(2014,6,29,6,30,45);\nd = t2 - t;\n"
              "disp(d)\ndisp(class(d))\nd.Format = 'h';\ndisp(d)", tier)
    assert got == "   48:30:45   23:30:45\nduration\n   48.512 hr   23.512 hr\n"


def test_whole_days_display_without_time(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/datetime.html: the default date format shows no
    # time components ('defaultdate', dd-MMM-uuuu)
    assert run("x = datetime('2024-01-15')") == "x =\n\n  datetime\n\n   15-Jan-2024\n\n"
    assert run("x = datetime(2024,1,15) + hours(36);\ndisp(x)") == "   16-Jan-2024 12:00:00\n"


def test_ranges_with_a_duration_step(run) -> None:
    # https://www.mathworks.com/help/matlab/matlab_prog/generate-sequence-of-dates-and-time.html:
    # t1 = datetime(2013,11,1,8,0,0); t2 = datetime(2013,11,5,8,0,0); t1:hours(18):t2 has 6 values
    # 01-Nov-2013 08:00:00 .. 05-Nov-2013 02:00:00; t1:t2 steps one day
    got = run("t1 = datetime(2013,11,1,8,0,0); t2 = datetime(2013,11,5,8,0,0);\n"
              "t = t1:hours(18):t2;\ndisp(size(t))\ndisp(t([1 2 end]))\nu = t1:t2;\ndisp(numel(u))\n"
              "disp(char(u(end)))")
    assert got == ("   1   6\n   01-Nov-2013 08:00:00   02-Nov-2013 02:00:00   05-Nov-2013 02:00:00\n"
                   "5\n05-Nov-2013 08:00:00\n")


def test_datenum_round_trip_and_conversions(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/datenum.html: datenum of 15-Jan-2024 is 739266;
    # datetime(X,'ConvertFrom','datenum') is the inverse
    got = run("x = datetime(2024,1,15,12,0,0);\nn = datenum(x)\ny = datetime(n, 'ConvertFrom', 'datenum');\n"
              "disp(isequal(x, y))\ndisp(datestr(x))\ndisp(datevec(x))\n"
              "p = datetime(0, 'ConvertFrom', 'posixtime');\ndisp(char(p))")
    assert got == ("n = 7.3927e+05\n1\n15-Jan-2024 12:00:00\n   2024      1     15     12      0      0\n"
                   "01-Jan-1970\n")
    assert run("disp(datenum(datetime(2024,1,15)) == datenum(2024,1,15))") == "1\n"


def test_text_input_formats(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/datetime.html: 'InputFormat' reads the text and,
    # with no 'Format', is the display format
    got = run("a = datetime('15-Mar-2024 10:30:00');\ndisp(a)\n"
              "b = datetime('03/15/2024', 'InputFormat', 'MM/dd/yyyy');\ndisp(b)\ndisp(b == a - hours(10.5))\n"
              "c = datetime({'2024-01-01'; '2024-02-01'});\ndisp(size(c))")
    assert got == "   15-Mar-2024 10:30:00\n   03/15/2024\n1\n   2   1\n"
    with pytest.raises(MException) as err:
        run("datetime('not a date')")
    assert err.value.identifier == "MATLAB:datetime:UnrecognizedDateStringSuggestion"


def test_properties_and_component_functions(run) -> None:
    got = run("t = datetime(2024, 2, 29, 23, 59, 30.5);\nfprintf('%d %d %d %d %d %g\\n', t.Year, t.Month, t.Day, "
              "t.Hour, t.Minute, t.Second);\nfprintf('%d %d %d\\n', year(t), month(t), day(t + days(1)));")
    assert got == "2024 2 29 23 59 30.5\n2024 2 1\n"


def test_sorting_comparison_and_min_max(run) -> None:
    got = run("d = datetime(2024, 1, [20 5 12]);\ns = sort(d);\ndisp(s)\n[m, i] = max(d);\ndisp(m)\ndisp(i)\n"
              "disp(d > datetime(2024,1,10))\ndisp(d(1) == '2024-01-20')\ndisp(issorted(s))\n"
              "disp(diff(s))")
    assert got == ("   05-Jan-2024   12-Jan-2024   20-Jan-2024\n   20-Jan-2024\n1\n  1  0  1\n1\n1\n"
                   "   168:00:00   192:00:00\n")


def test_nat_and_growth(run) -> None:
    # https://www.mathworks.com/help/matlab/ref/nat.html: NaT is a datetime; isnat finds it;
    # growing a datetime array fills NaT
    got = run("t = datetime(2024,1,1);\nt(3) = datetime(2024,1,3);\ndisp(isnat(t))\ndisp(class(NaT))\n"
              "disp(isnat(NaT(1,2)))\nt(2) = [];\ndisp(t)")
    assert got == "  0  1  0\ndatetime\n  1  1\n   01-Jan-2024   03-Jan-2024\n"


def test_predicates_and_concatenation(run) -> None:
    got = run("t = [datetime(2024,1,1), '2024-01-02'];\ndisp(class(t))\ndisp(size(t))\n"
              "disp(isdatetime(t))\ndisp(isdatetime(5))\ndisp(isduration(t(2) - t(1)))\n"
              "c = cellstr(t);\ndisp(c{2})\ns = string(t);\ndisp(s(1))")
    assert got == "datetime\n   1   2\n1\n0\n1\n02-Jan-2024\n01-Jan-2024\n"


def test_errors_are_matlab_errors(run) -> None:
    with pytest.raises(MException) as err:
        run("datetime(2024,1,1) + datetime(2024,1,2)")
    assert err.value.identifier == "MATLAB:datetime:DatetimeAdditionNotDefined"
    with pytest.raises(MException) as err:
        run("datetime(2024,1,1) * 2")
    assert err.value.identifier == "MATLAB:UndefinedFunction"


def test_display_formats_of_the_documentation_table(run) -> None:
    # https://www.mathworks.com/help/matlab/matlab_prog/set-display-format-of-date-and-time-arrays.html:
    # Saturday, April 19, 2014 at 9:41:06 PM in each format of the page's table
    formats = {"yyyy-MM-dd": "2014-04-19", "dd/MM/yyyy": "19/04/2014", "dd.MM.yyyy": "19.04.2014",
               "MMMM d, yyyy": "April 19, 2014", "eeee, MMMM d, yyyy h:mm a": "Saturday, April 19, 2014 9:41 PM",
               "yyyy-MM-dd''T''HH:mm": "2014-04-19T21:41"}
    code = "t = datetime(2014, 4, 19, 21, 41, 6);\n" + "".join(
        f"t.Format = '{f}';\ndisp(char(t))\n" for f in formats)
    assert run(code) == "".join(v + "\n" for v in formats.values())
