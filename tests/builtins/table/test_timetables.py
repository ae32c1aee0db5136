"""timetable, timerange, retime, synchronize, table2timetable, timetable2table
(https://www.mathworks.com/help/matlab/ref/timetable.html, https://www.mathworks.com/help/matlab/ref/timetable.retime.html,
https://www.mathworks.com/help/matlab/ref/timetable.synchronize.html, https://www.mathworks.com/help/matlab/ref/timerange.html)."""

from __future__ import annotations

import pytest

from runmat_builtins.lib.table._timetable import TimetableValue
from runmat_builtins.lib.time.duration._value import DurationArray
from runmat_vm import MException
import numpy as np

DOC = ("MeasurementTime = datetime({'2015-12-18 08:03:05'; '2015-12-18 10:03:17'; '2015-12-18 12:03:13'});\n"
       "Temp = [37.3; 39.1; 42.3];\nPressure = [30.1; 30.03; 29.9];\nWindSpeed = [13.4; 6.5; 7.3];\n"
       "TT = timetable(MeasurementTime, Temp, Pressure, WindSpeed);\n")


def test_construction_names_the_time_dimension(run) -> None:
    got = run(DOC + "disp(strjoin(TT.Properties.DimensionNames, ','))\ndisp(strjoin(TT.Properties.VariableNames, ','))\n"
              "fprintf('%d %d %d %d\\n', size(TT), istimetable(TT), istable(TT))\ndisp(char(TT.MeasurementTime(3)))")
    assert got == "MeasurementTime,Variables\nTemp,Pressure,WindSpeed\n3 3 1 0\n18-Dec-2015 12:03:13\n"


def test_regular_times(run) -> None:
    got = run("TT = timetable([1; 2; 3], 'TimeStep', seconds(0.1), 'StartTime', seconds(1), 'VariableNames', {'x'});\n"
              "fprintf('%g ', seconds(TT.Time)); fprintf('\\n')\n"
              "M = timetable([1; 2; 3], 'TimeStep', calmonths(1), 'StartTime', datetime(2024, 1, 31));\n"
              "disp(char(M.Time))\nS = timetable([4; 5], 'SampleRate', 100);\nfprintf('%g %g\\n', seconds(S.Time(2)), S.Properties.SampleRate)")
    assert got == "1 1.1 1.2 \n31-Jan-2024\n29-Feb-2024\n31-Mar-2024\n0.01 100\n"


def test_subscripts_by_time(run) -> None:
    got = run(DOC + "S = TT(timerange('2015-12-18 08:00:00', '2015-12-18 12:03:13'), :);\nfprintf('%g ', S.Temp); fprintf('\\n')\n"
              "S = TT(timerange('2015-12-18 08:00:00', '2015-12-18 12:03:13', 'closed'), 'Temp');\nfprintf('%g ', S.Temp); fprintf('\\n')\n"
              "R = TT(datetime(2015, 12, 18, 10, 3, 17), :);\nfprintf('%g\\n', R.Pressure)\n"
              "TT.Temp(2) = 0;\nTT(4, :) = {1, 2, 3};\nfprintf('%d %d\\n', height(TT), isnat(TT.MeasurementTime(4)))\n"
              "TT.MeasurementTime(4) = datetime(2015, 12, 17);\nT2 = sortrows(TT);\nfprintf('%g ', T2.Temp); fprintf('\\n')")
    assert got == "37.3 39.1 \n37.3 39.1 42.3 \n30.03\n4 1\n1 37.3 0 42.3 \n"


def test_retime_aggregate_and_fill(run) -> None:
    got = run("t = datetime(2024, 1, [1; 1; 2; 4], [0; 12; 6; 0], 0, 0);\nTT = timetable(t, [1; 3; NaN; 8], 'VariableNames', {'x'});\n"
              "D = retime(TT, 'daily', 'mean');\nfprintf('%g ', D.x); fprintf('| %d\\n', height(D))\n"
              "S = retime(TT, 'daily', 'sum');\nfprintf('%g ', S.x); fprintf('\\n')\n"
              "C = retime(TT, 'daily', 'count');\nfprintf('%g ', C.x); fprintf('\\n')\n"
              "P = retime(TT, 'daily', 'previous');\nfprintf('%g ', P.x); fprintf('\\n')\n"
              "F = retime(TT, 'daily');\nfprintf('%g ', F.x); fprintf('\\n')\n"
              "K = retime(TT, 'daily', 'fillwithconstant', 'Constant', -1);\nfprintf('%g ', K.x); fprintf('\\n')\n"
              "M = retime(TT, 'monthly', @(v) max(v));\nfprintf('%s %g\\n', char(M.t), M.x)")
    assert got == ("2 NaN NaN 8 | 4\n4 0 0 8 \n2 1 0 1 \n1 3 NaN 8 \n1 NaN NaN 8 \n1 -1 -1 8 \n01-Jan-2024 8\n")


def test_retime_interpolation_and_regular(run) -> None:
    got = run("TT = timetable(seconds([0; 10; 20]), [0; 10; 40], {'a'; 'b'; 'c'}, 'VariableNames', {'y', 's'});\n"
              "R = retime(TT, seconds([5; 15; 25]), 'linear');\nfprintf('%g ', R.y); disp(strjoin(R.s', ''))\n"
              "N = retime(TT, 'regular', 'nearest', 'TimeStep', seconds(4));\nfprintf('%g ', seconds(N.Time), N.y); fprintf('\\n')")
    assert got == "5 25 55 abc\n0 4 8 12 16 20 0 0 10 10 40 40 \n"


def test_synchronize(run) -> None:
    got = run("A = timetable(seconds([1; 2; 4]), [1; 2; 4], 'VariableNames', {'v'});\n"
              "B = timetable(seconds([2; 3]), [20; 30], 'VariableNames', {'v'});\n"
              "U = synchronize(A, B);\ndisp(strjoin(U.Properties.VariableNames, ','))\n"
              "fprintf('%g %g %g\\n', [seconds(U.Time) U.v_A U.v_B]')\n"
              "L = synchronize(A, B, 'union', 'linear');\nfprintf('%g ', L.v_B); fprintf('\\n')\n"
              "F = synchronize(A, B, 'first', 'previous');\nfprintf('%g ', F.v_B); fprintf('\\n')")
    assert got == "v_A,v_B\n1 1 NaN\n2 2 20\n3 NaN 30\n4 4 NaN\n10 20 30 40 \nNaN 20 30 \n"


def test_table_conversions(run) -> None:
    got = run("T = table([3; 4], datetime(2020, 1, [5; 6]), 'VariableNames', {'v', 'When'});\nTT = table2timetable(T);\n"
              "disp(strjoin(TT.Properties.DimensionNames, ','))\nB = timetable2table(TT);\n"
              "disp(strjoin(B.Properties.VariableNames, ','))\nC = timetable2table(TT, 'ConvertRowTimes', false);\n"
              "disp(strjoin(C.Properties.VariableNames, ','))\nR = table2timetable(table([1; 2]), 'RowTimes', minutes([1; 2]));\n"
              "fprintf('%g\\n', minutes(R.Time(2)))")
    assert got == "When,Variables\nWhen,v\nv\n2\n"


def test_display_text() -> None:
    tt = TimetableValue(["x"], [np.array([[1.0], [2.0]])], DurationArray(np.array([[0.0], [60.0]])))
    text = tt.__matlab_display_text__("TT")
    assert text.startswith("TT =\n\n  2\u00d71 timetable\n\n")
    assert "Time" in text.splitlines()[4] and "x" in text.splitlines()[4]


@pytest.mark.parametrize(("code", "ident"), [
    ("timetable([1; 2])", "MATLAB:timetable:NoRowTimes"),
    ("timetable(seconds([1; 2]), [1; 2; 3])", "MATLAB:table:RowDimensionMismatch"),
    ("timetable([1; 2], 'TimeStep', 5)", "MATLAB:timetable:InvalidTimeStep"),
    ("timerange(seconds(1), seconds(2), 'half')", "MATLAB:timerange:InvalidIntervalType"),
    ("retime(timetable(seconds(1), 1), 'fortnightly')", "MATLAB:retime:InvalidNewTimes"),
    ("retime(timetable(seconds(1), 1), 'daily', 'average')", "MATLAB:retime:InvalidMethod"),
    ("table2timetable(table([1; 2]))", "MATLAB:table2timetable:NoTimeVarFound"),
    ("T(timerange(seconds(0), seconds(1)), :)", "MATLAB:table:InvalidSubscript"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(f"T = table([1; 2]);\nx = {code};")
    assert info.value.identifier == ident


def test_varfun_rowfun_keep_row_times(run) -> None:
    # varfun/rowfun of a timetable give a timetable; aggregated rows take their group's first row time
    got = run("TT = timetable(seconds([1; 2; 3]), [1; 2; 3], {'a'; 'b'; 'a'}, 'VariableNames', {'x', 'g'});\n"
              "A = varfun(@mean, TT, 'InputVariables', 'x');\nfprintf('%s %g %g\\n', class(A), seconds(A.Time), A.mean_x)\n"
              "B = varfun(@sum, TT, 'GroupingVariables', 'g');\nfprintf('%s %g %g\\n', class(B), seconds(B.Time))\n"
              "C = varfun(@(v) 2 * v, TT, 'InputVariables', 'x', 'OutputFormat', 'table');\ndisp(class(C))\n"
              "R = rowfun(@(v) v + 1, TT, 'InputVariables', 'x');\nfprintf('%s %g\\n', class(R), R.Var1(3))")
    assert got == "timetable 1 2\ntimetable 1 2\ntable\ntimetable 4\n"


def test_vartype_and_rows2vars(run) -> None:
    got = run("T = table([1; 2], {'a'; 'b'}, [3; 4], 'VariableNames', {'p', 'q', 'r'});\n"
              "N = T(:, vartype('numeric'));\ndisp(strjoin(N.Properties.VariableNames, ','))\n"
              "C = T(:, vartype('cellstr'));\ndisp(strjoin(C.Properties.VariableNames, ','))\n"
              "R = rows2vars(T(:, {'p', 'r'}));\nfprintf('%s %g %g\\n', R.OriginalVariableNames{2}, R.Var1(2), R.Var2(2))")
    assert got == "p,r\nq\nr 3 4\n"


def test_lag_isregular_readtimetable(run, tmp_path) -> None:
    f = tmp_path / "r.csv"
    f.write_text("a,When,b\n1,2024-01-01,3\n2,2024-01-02,5\n4,2024-01-04,6\n")
    got = run(f"TT = readtimetable('{f}', 'RowTimes', 'When');\ndisp(strjoin(TT.Properties.VariableNames, ','))\n"
              "L = lag(TT, -1);\nfprintf('%g ', L.a); fprintf('\\n')\nfprintf('%d\\n', isregular(TT))\n"
              "R = timetable(hours((0:3)'), (1:4)');\nK = lag(R, hours(2));\nfprintf('%g ', K.Var1); fprintf('\\n')")
    assert got == "a,b\n2 4 NaN \n0\nNaN NaN 1 2 \n"


def test_lag_needs_an_integer_step_count(run) -> None:
    # lag(TT, N): N an integer number of steps (negative leads) or a duration; NaN, 1.5, a cell
    # or an empty duration are errors, not int() failures
    got = run("tt = timetable(seconds([1;2;3]), [1;2;3]);\nx = lag(tt, int8(1)); disp(x.Var1')\n"
              "y = lag(tt, -1); disp(y.Var1')")
    assert got == "   NaN     1     2\n     2     3   NaN\n"
    for n in ("NaN", "1.5", "{1}", "seconds(NaN)", "seconds([])"):
        with pytest.raises(MException) as err:
            run(f"tt = timetable(seconds([1;2;3]), [1;2;3]); lag(tt, {n})")
        assert err.value.identifier == "MATLAB:timetable:lag:InvalidLag", n


def test_retime_constant_is_a_scalar(run) -> None:
    got = run("tt = timetable(seconds([1;2]), [1;2]);\n"
              "r = retime(tt, seconds([1 1.5 2]), 'fillwithconstant', 'Constant', 7); disp(r.Var1')")
    assert got == "   1   7   2\n"
    with pytest.raises(MException) as err:
        run("tt = timetable(seconds([1;2]), [1;2]); retime(tt, seconds([1 1.5 2]), 'fillwithconstant', 'Constant', []);")
    assert err.value.identifier == "MATLAB:expectedScalar"


def test_retime_cubic_methods_follow_interp1(run):
    # retime interpolates as interp1 does: a spline through 3 points is their parabola (1 4 9 -> 16 at t = 4)
    got = run("tt = timetable(seconds([1; 2; 3]), [1; 4; 9]);\nr = retime(tt, seconds(4), 'spline');\nfprintf('%.4f\\n', r.Var1)\n"
              "tt = timetable(seconds((1:5)'), [1; 2; Inf; 4; 5]);\nr = retime(tt, seconds(4.5), 'pchip');\n"
              "fprintf('%.4f\\n', r.Var1)")
    assert got == "16.0000\n4.1250\n"
