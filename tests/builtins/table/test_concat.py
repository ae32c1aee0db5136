"""[A B] and [A; B] of tables (https://www.mathworks.com/help/matlab/matlab_prog/add-and-delete-table-rows.html):
side by side with distinct names, stacked by variable name, a cell array appending rows."""

from __future__ import annotations

import pytest

from runmat_vm import MException


def test_horizontal_vertical_and_cell_rows(run) -> None:
    got = run("A = table([1; 2], 'VariableNames', {'x'});\nB = table({'p'; 'q'}, 'VariableNames', {'s'});\n"
              "C = [A B];\nD = [C; table({'r'}, 3, 'VariableNames', {'s', 'x'})];\nD = [D; {4, 't'}];\n"
              "fprintf('%g ', D.x); disp(strjoin(D.s', ''))\nE = [table(); A];\nfprintf('%d\\n', height(E))")
    assert got == "1 2 3 4 pqrt\n2\n"


def test_timetables_stack_their_times(run) -> None:
    got = run("T = timetable(hours([1; 2]), [5; 6]);\nU = [T; timetable(hours(9), 7)];\nfprintf('%g ', hours(U.Time), U.Var1)")
    assert got == "1 2 9 5 6 7 "


@pytest.mark.parametrize(("code", "ident"), [
    ("[table([1; 2]) table([1; 2])]", "MATLAB:table:DuplicateVarNames"),
    ("[table([1; 2]) table([1; 2; 3], 'VariableNames', {'y'})]", "MATLAB:table:horzcat:SizeMismatch"),
    ("[table(1); table(2, 'VariableNames', {'z'})]", "MATLAB:table:vertcat:UnequalVarNames"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(f"x = {code};")
    assert info.value.identifier == ident


def test_unique_rows(run) -> None:
    # unique of a table: distinct rows sorted by the variables in order, IA and IC as for arrays
    got = run("T = table([2; 1; 2; 1; 3], {'b'; 'a'; 'b'; 'c'; 'x'}, 'VariableNames', {'n', 's'});\n"
              "[U, ia, ic] = unique(T);\nfprintf('%d|', height(U)); fprintf('%g ', ia, ic); fprintf('\\n')\n"
              "S = unique(T, 'stable');\nfprintf('%g ', S.n); disp(strjoin(S.s', ''))")
    assert got == "4|2 4 1 5 3 1 3 2 4 \n2 1 1 3 bacx\n"


def test_direct_calculations(run) -> None:
    # R2023a: arithmetic and functions variable by variable, reductions give one-row tables
    # (https://www.mathworks.com/help/matlab/matlab_prog/direct-calculations-on-tables-and-timetables.html)
    got = run("A = table([1; 2], [3; 4], 'VariableNames', {'x', 'y'});\nB = table([10; 20], [30; 40], 'VariableNames', {'y', 'x'});\n"
              "C = A + B;\nfprintf('%g ', C.x, C.y); fprintf('\\n')\nD = 2 * A - 1;\nfprintf('%g ', D.y); fprintf('\\n')\n"
              "S = sum(A);\nfprintf('%d %g %g\\n', height(S), S.x, S.y)\nL = A > 1;\nfprintf('%d ', L.x); fprintf('\\n')\n"
              "Z = A ./ [1 2];\nfprintf('%g ', Z.y); fprintf('\\n')\nfprintf('%d %d\\n', isequal(A, table([1; 2], [3; 4], "
              "'VariableNames', {'x', 'y'})), isequal(A, B))")
    assert got == "31 42 13 24 \n5 7 \n1 3 7\n0 1 \n1.5 2 \n1 0\n"


def test_direct_calculation_errors(run) -> None:
    with pytest.raises(MException) as info:
        run("x = table({'a'; 'b'}) + 1;")
    assert info.value.identifier == "MATLAB:table:math:FunFailed"


def test_struct2table_as_array(run) -> None:
    # 'AsArray', true: a scalar struct is one row (text in a cell, a row vector a multicolumn variable)
    got = run("R = struct2table(struct('a', [1 2 3], 'b', 'hello'), 'AsArray', true);\n"
              "fprintf('%d %d %s %d\\n', size(R), R.b{1}, size(R.a, 2))")
    assert got == "1 2 hello 3\n"


def test_zero_row_tables(run) -> None:
    # empty tables group, sort, join and concatenate to empty results (sum of nothing is 0)
    got = run("T = table(zeros(0, 1), cell(0, 1), 'VariableNames', {'x', 'g'});\nG = groupsummary(T, 'g', 'mean');\n"
              "V = varfun(@sum, T, 'InputVariables', 'x');\nJ = innerjoin(T, T, 'Keys', 'x');\nC = [T; T];\nU = unique(T);\n"
              "fprintf('%d %d %g %d %d %d\\n', height(G), height(V), V.sum_x, height(J), height(C), height(U))")
    assert got == "0 1 0 0 0 0\n"
