"""join, innerjoin, outerjoin, stack, unstack, table2cell (https://www.mathworks.com/help/matlab/ref/table.join.html,
https://www.mathworks.com/help/matlab/ref/table.innerjoin.html, https://www.mathworks.com/help/matlab/ref/table.outerjoin.html,
https://www.mathworks.com/help/matlab/ref/table.stack.html, https://www.mathworks.com/help/matlab/ref/table.unstack.html)."""

from __future__ import annotations

import pytest

from runmat_vm import MException

LR = ("Tleft = table([5; 12; 23; 2; 6], {'cereal'; 'pizza'; 'salmon'; 'cookies'; 'pizza'}, "
      "'VariableNames', {'Age', 'FavoriteFood'});\n"
      "Tright = table({'cereal'; 'cookies'; 'pizza'; 'salmon'; 'cake'}, [110; 160; 140; 367; 243], "
      "'VariableNames', {'FavoriteFood', 'Calories'});\n")


def test_join_documented_example(run) -> None:
    # MATLAB's join example: each left row gets the calories of its food
    got = run(LR + "T = join(Tleft, Tright);\ndisp(strjoin(T.Properties.VariableNames, ','))\n"
              "fprintf('%g ', T.Calories); fprintf('\\n')\ns = join([\"x\", \"y\"], '+');\ndisp(s)")
    assert got == "Age,FavoriteFood,Calories\n110 140 367 160 140 \nx+y\n"


def test_innerjoin_sorted_by_key_with_indices(run) -> None:
    got = run(LR + "[T, ia, ib] = innerjoin(Tleft, Tright);\n"
              "for i = 1:height(T)\n  fprintf('%s %g %g|', T.FavoriteFood{i}, T.Age(i), T.Calories(i));\nend\nfprintf('\\n')\n"
              "fprintf('%g ', ia, ib); fprintf('\\n')")
    assert got == "cereal 5 110|cookies 2 160|pizza 12 140|pizza 6 140|salmon 23 367|\n1 4 2 5 3 1 2 3 3 4 \n"


def test_outerjoin_types_and_mergekeys(run) -> None:
    got = run(LR + "F = outerjoin(Tleft, Tright, 'MergeKeys', true);\n"
              "disp(strjoin(F.Properties.VariableNames, ','))\ndisp(strjoin(F.FavoriteFood', ','))\n"
              "fprintf('%g ', F.Age); fprintf('\\n')\n"
              "L = outerjoin(Tleft, Tright, 'Type', 'left', 'RightVariables', 'Calories');\n"
              "disp(strjoin(L.Properties.VariableNames, ','))\nfprintf('%d\\n', height(L))\n"
              "R = outerjoin(Tleft, Tright, 'Type', 'right');\ndisp(strjoin(R.Properties.VariableNames, ','))\n"
              "disp(R.FavoriteFood_Tleft{1})")
    assert got == ("Age,FavoriteFood,Calories\ncake,cereal,cookies,pizza,pizza,salmon\nNaN 5 2 12 6 23 \n"
                   "Age,FavoriteFood,Calories\n5\nAge,FavoriteFood_Tleft,FavoriteFood_Tright,Calories\n\n")


def test_left_and_right_keys(run) -> None:
    got = run("A = table([1; 2; 3], [7; 8; 9], 'VariableNames', {'id', 'v'});\n"
              "B = table([3; 1], [30; 10], 'VariableNames', {'key', 'w'});\n"
              "C = innerjoin(A, B, 'LeftKeys', 'id', 'RightKeys', 'key');\nfprintf('%g %g %g\\n', [C.id C.v C.w]')")
    assert got == "1 7 10\n3 9 30\n"


def test_stack_and_unstack_round_trip(run) -> None:
    got = run("T = table({'a'; 'b'}, [1; 2], [3; 4], 'VariableNames', {'id', 'x', 'y'});\n"
              "S = stack(T, {'x', 'y'}, 'NewDataVariableName', 'val', 'IndexVariableName', 'which');\n"
              "disp(strjoin(S.Properties.VariableNames, ','))\ndisp(strjoin(cellstr(S.which)', ','))\n"
              "fprintf('%g ', S.val); fprintf('\\n')\nU = unstack(S, 'val', 'which');\n"
              "disp(strjoin(U.Properties.VariableNames, ','))\nfprintf('%g %g\\n', [U.x U.y]')\n"
              "V = unstack(table([1; 1; 2], {'p'; 'p'; 'q'}, [5; 6; 7], 'VariableNames', {'g', 'k', 'v'}), 'v', 'k');\n"
              "fprintf('%g %g %g\\n', [V.g V.p V.q]')")
    assert got == ("id,which,val\nx,y,x,y\n1 3 2 4 \nid,x,y\n1 3\n2 4\n1 11 NaN\n2 NaN 7\n")


def test_table2cell(run) -> None:
    got = run("C = table2cell(table([1; 2], {'a'; 'b'}, [1 2; 3 4]));\nfprintf('%d %d %s %g\\n', size(C), C{2, 2}, C{2, 3}(2))")
    assert got == "2 3 b 4\n"


@pytest.mark.parametrize(("code", "ident"), [
    ("join(Tleft, Tright(1:2, :))", "MATLAB:table:join:LeftKeyValueNotFound"),
    ("join(Tleft, [Tright; Tright])", "MATLAB:table:join:DuplicateRightKeyVarValues"),
    ("innerjoin(Tleft, table([1; 2]))", "MATLAB:table:innerjoin:CommonVarsNotFound"),
    ("outerjoin(Tleft, Tright, 'Type', 'cross')", "MATLAB:table:outerjoin:InvalidType"),
    ("innerjoin(Tleft, Tright, 'Keyz', 'Age')", "MATLAB:table:parseArgs:BadParamName"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(LR + f"x = {code};")
    assert info.value.identifier == ident


def test_joins_keep_a_left_timetable(run) -> None:
    # innerjoin/outerjoin with a timetable on the left return a timetable (rows at their left row's time)
    got = run("TT = timetable(seconds([1; 2; 3]), [10; 20; 30], 'VariableNames', {'k'});\n"
              "R = table([30; 10], [7; 8], 'VariableNames', {'k', 'v'});\nC = innerjoin(TT, R);\n"
              "fprintf('%s %g %g\\n', class(C), seconds(C.Time(1)), C.v(1))\nO = outerjoin(TT, R, 'Type', 'left', 'MergeKeys', true);\n"
              "fprintf('%s ', class(O)); fprintf('%g ', seconds(O.Time)); fprintf('\\n')")
    assert got == "timetable 1 8\ntimetable 1 2 3 \n"
