"""Tables from and to matrices, cells and structs, and their rows in order: array2table,
table2array, cell2table, struct2table, table2struct, sortrows(T, ...), head, tail, isempty.
Expected values follow MATLAB's documentation
(https://www.mathworks.com/help/matlab/ref/array2table.html: "the variable names are the
input name followed by the column number"; https://www.mathworks.com/help/matlab/ref/table2struct.html;
https://www.mathworks.com/help/matlab/ref/double.sortrows.html "Sort Rows of Table by Variables")."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_array2table_names_columns_after_its_input(run, tier: str) -> None:
    got = run("A = [3 1; 1 2; 2 9];\nT = array2table(A);\nfprintf('%s ', T.Properties.VariableNames{:});\n"
              "U = array2table(A + 1);\nfprintf('%s ', U.Properties.VariableNames{:});\nfprintf('\\n');\n"
              "disp(isequal(table2array(T), A))", tier)
    assert got == "A1 A2 Var1 Var2 \n1\n"


def test_sortrows_by_name_index_and_direction(run) -> None:
    got = run("A = [3 1; 1 2; 2 9; 1 0];\nT = array2table(A);\nS = sortrows(T, 'A1');\ndisp(S.A2')\n"
              "S = sortrows(T, -2);\ndisp(S.A2')\n[S, i] = sortrows(T, {'A1', 'A2'});\ndisp(i')\n"
              "S = sortrows(T, 'A1', 'descend');\ndisp(S.A1')\n"
              "N = table({'b'; 'a'; 'c'}, [1; 2; 3], 'VariableNames', {'k', 'v'});\nN = sortrows(N, 'k');\ndisp(N.v')")
    # ties keep their order (stable): rows 2 and 4 share A1 = 1
    assert got == "   2   0   9   1\n   9   2   1   0\n   4   2   3   1\n   3   2   1   1\n   2   1   3\n"


def test_cells_and_structs(run) -> None:
    got = run("C = cell2table({'x', 1; 'y', 2}, 'VariableNames', {'k', 'v'});\ndisp(C.v')\ndisp(class(C.k))\n"
              "S = table2struct(C);\ndisp(size(S))\ndisp(S(2).k)\nR = table2struct(C, 'ToScalar', true);\n"
              "disp(R.v')\nT = struct2table(struct('a', {1, 2, 3}, 'b', {'u', 'v', 'w'}));\n"
              "disp(height(T))\ndisp(T.b{3})\nU = struct2table(struct('p', [1; 2], 'q', [3; 4]));\ndisp(U.q')")
    assert got == "   1   2\ncell\n   2   1\ny\n   1   2\n3\nw\n   3   4\n"


def test_head_tail_and_isempty(run) -> None:
    got = run("T = array2table((1:10)');\nh = head(T, 3);\ndisp(h.Var1')\nt = tail(T, 2);\ndisp(t.Var1')\n"
              "disp(height(head(T)))\ndisp(tail([1 2; 3 4; 5 6], 1))\ndisp(isempty(T))\ndisp(isempty(T([], :)))")
    assert got == "   1   2   3\n    9   10\n8\n   5   6\n0\n1\n"


def test_display_of_a_cell_variable_with_scalar_numbers_and_logicals(run) -> None:
    # a cell variable holding Python scalars (1, true) and other values: each row shown, no
    # AttributeError from the display (the dtype default of a scalar was the scalar type)
    got = run("t = table({1; 'a'}, {true; [1 2]})")
    rows = got.splitlines()
    assert "2×2 table" in got
    assert any("{1}" in r and "{true}" in r for r in rows)
    assert any("{1×1 char}" in r and "{1×2 double}" in r for r in rows)
