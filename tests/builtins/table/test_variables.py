"""addvars, removevars, movevars, renamevars, splitvars, mergevars, convertvars, and variable
names as R2019b allows them (any nonblank text; https://www.mathworks.com/help/matlab/ref/table.html,
https://www.mathworks.com/help/matlab/ref/table.addvars.html)."""

from __future__ import annotations

import pytest

from runmat_vm import MException

T3 = "T = table([1; 2], [3; 4], [5; 6], 'VariableNames', {'a', 'b', 'c'});\n"
NAMES = "disp(strjoin(T.Properties.VariableNames, ','))\n"


def test_addvars_places_and_names(run) -> None:
    got = run(T3 + "z = [7; 8];\nT = addvars(T, z, 'After', 'a');\n" + NAMES
              + "T = addvars(T, [9; 9], 'Before', 1);\n" + NAMES
              + "T = addvars(T, [0; 0], [1; 1], 'NewVariableNames', {'p q', 'r-s'});\n" + NAMES)
    assert got == "a,z,b,c\nVar1,a,z,b,c\nVar1,a,z,b,c,p q,r-s\n"


def test_remove_move_rename(run) -> None:
    got = run(T3 + "T = movevars(T, {'c', 'a'}, 'Before', 'b');\n" + NAMES
              + "T = movevars(T, 'c');\n" + NAMES + "T = renamevars(T, {'a', 'b'}, {'x', 'y'});\n" + NAMES
              + "T = removevars(T, [true false false]);\n" + NAMES + "fprintf('%g ', T.y); fprintf('\\n')")
    assert got == "c,a,b\na,b,c\nx,y,c\ny,c\n3 4 \n"


def test_split_and_merge(run) -> None:
    got = run("T = table([1 2 3; 4 5 6], [7; 8], 'VariableNames', {'M', 'v'});\nS = splitvars(T);\n"
              "disp(strjoin(S.Properties.VariableNames, ','))\n"
              "S2 = splitvars(T, 'M', 'NewVariableNames', {'p', 'q', 'r'});\n"
              "disp(strjoin(S2.Properties.VariableNames, ','))\n"
              "U = mergevars(S, {'M_1', 'v'});\ndisp(strjoin(U.Properties.VariableNames, ','))\n"
              "fprintf('%g %g\\n', U.Var1')")
    assert got == "M_1,M_2,M_3,v\np,q,r,v\nVar1,M_2,M_3\n1 7\n4 8\n"


def test_convertvars(run) -> None:
    got = run("T = table([1; 2], {'3'; '4'}, 'VariableNames', {'n', 't'});\n"
              "T = convertvars(T, 't', @str2double);\nfprintf('%g\\n', sum(T.t))\n"
              "T = convertvars(T, @isnumeric, 'int8');\ndisp(class(T.n))")
    assert got == "7\nint8\n"


def test_any_text_is_a_variable_name(run) -> None:
    got = run("T = table([1; 2], 'VariableNames', {'lhs-outcomes'});\nT.('rhs outcome') = [3; 4];\n"
              "fprintf('%g ', T.('lhs-outcomes') + T.('rhs outcome')); fprintf('\\n')\n"
              "T.Properties.VariableNames{1} = '1st';\ndisp(T.Properties.VariableNames{1})")
    assert got == "4 6 \n1st\n"


@pytest.mark.parametrize(("code", "ident"), [
    ("table([1; 2], 'VariableNames', {'Properties'})", "MATLAB:table:ReservedVarnameConflict"),
    ("table([1; 2], 'VariableNames', {'  '})", "MATLAB:table:ZeroLengthVarname"),
    ("table([1; 2], [3; 4], 'VariableNames', {'x', 'x'})", "MATLAB:table:DuplicateVarNames"),
    ("table([1; 2], 'VariableNames', {repmat('a', 1, 64)})", "MATLAB:table:VariableNameLengthMax"),
    ("addvars(table([1; 2]), [1; 2; 3])", "MATLAB:table:RowDimensionMismatch"),
    ("renamevars(table([1; 2], [3; 4]), 'Var1', 'Var2')", "MATLAB:table:DuplicateVarNames"),
    ("mergevars(table([1; 2], {'a'; 'b'}), [1 2])", "MATLAB:table:ExtractDataIncompatibleTypeError"),
    ("removevars(table([1; 2]), 'nope')", "MATLAB:table:UnrecognizedVarName"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(f"x = {code};")
    assert info.value.identifier == ident


def test_units_descriptions_and_user_data(run) -> None:
    # Properties.VariableUnits/VariableDescriptions are {} until set, then one text per variable
    got = run("T = table([1; 2], [3; 4], 'VariableNames', {'t', 'x'});\nfprintf('%d %d\\n', size(T.Properties.VariableUnits))\n"
              "T.Properties.VariableUnits = {'s', 'm'};\nT.Properties.VariableDescriptions{2} = 'distance';\n"
              "T.Properties.UserData = 42;\nT = renamevars(T, 'x', 'dist');\nT = movevars(T, 'dist', 'Before', 't');\n"
              "disp(strjoin(T.Properties.VariableUnits, ','))\ndisp(T.Properties.VariableDescriptions{1})\n"
              "fprintf('%g\\n', T.Properties.UserData)\nS = T(2, :);\ndisp(S.Properties.VariableUnits{2})")
    assert got == "0 0\nm,s\ndistance\n42\ns\n"


def test_variables_property(run) -> None:
    # T.Variables reads and writes the contents as one array (https://www.mathworks.com/help/matlab/ref/table.html)
    got = run("T = table([1; 2], [3; 4]);\nA = T.Variables;\nfprintf('%g ', A); fprintf('\\n')\n"
              "T.Variables = T.Variables * 2;\nfprintf('%g ', T.Var2); fprintf('\\n')")
    assert got == "1 2 3 4 \n6 8 \n"


def test_growing_a_variable_grows_the_table(run) -> None:
    # T.Var(end+1) = v adds rows; the other variables get default values (0, '', NaT)
    got = run("T = table([1; 2], {'a'; 'b'}, datetime(2024, 1, [1; 2]), 'VariableNames', {'n', 's', 't'});\n"
              "T.n(end + 1) = 9;\nfprintf('%d %g [%s] %d\\n', height(T), T.n(3), T.s{3}, isnat(T.t(3)))\n"
              "T.s{5} = 'e';\nfprintf('%d %g\\n', height(T), T.n(4))")
    assert got == "3 9 [] 1\n5 0\n"


def test_variable_types_property(run) -> None:
    # Properties.VariableTypes (R2024b) lists the classes; assigning it converts the variables
    got = run("T = table([1; 2], {'a'; 'b'});\ndisp(strjoin(T.Properties.VariableTypes, ','))\n"
              "T.Properties.VariableTypes = [\"int8\", \"string\"];\nfprintf('%s %s\\n', class(T.Var1), class(T.Var2))")
    assert got == "double,cell\nint8 string\n"
