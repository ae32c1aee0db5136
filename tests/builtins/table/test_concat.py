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
