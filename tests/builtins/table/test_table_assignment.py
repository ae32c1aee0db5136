"""Assignment into tables: T(rows, vars) = ..., T{rows, vars} = ..., T.Var(idx) = ..., new
variables, deletion of rows and variables, growth by rows. Expected values follow MATLAB's
documentation (https://www.mathworks.com/help/matlab/matlab_prog/add-and-delete-table-rows.html,
https://www.mathworks.com/help/matlab/matlab_prog/add-and-delete-table-variables.html,
https://www.mathworks.com/help/matlab/matlab_prog/modify-data-in-tables.html)."""

from __future__ import annotations


import pytest

from runmat_vm import MException

SETUP = "Name = {'Li'; 'Diaz'; 'Brown'};\nAge = [38; 40; 49];\nT = table(Name, Age);\n"


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_dot_assignment_adds_modifies_and_deletes_variables(run, tier: str) -> None:
    got = run(SETUP + "T.Weight = [131; 133; 119];\nT.Age(2) = 41;\ndisp(T.Age')\ndisp(width(T))\n"
              "T.Weight = [];\ndisp(T.Properties.VariableNames)", tier)
    assert got == "   38   41   49\n3\n{\n  [1,1] = Name\n  [1,2] = Age\n}\n"


def test_brace_and_paren_assignment(run) -> None:
    # modify-data-in-tables.html: T{rows, vars} = values; T(rows, vars) = a table or a cell
    got = run(SETUP + "T{2, 'Age'} = 45;\nT(3, :) = {'Smith', 50};\ndisp(T.Age')\ndisp(T.Name{3})\n"
              "T(1, 'Age') = table(30);\ndisp(T.Age(1))\nT{:, 'Age'} = [1; 2; 3];\ndisp(T.Age')")
    assert got == "   38   45   50\nSmith\n30\n   1   2   3\n"


def test_rows_grow_and_are_deleted(run) -> None:
    # add-and-delete-table-rows.html: T(end+1, :) = {...} appends; T(rows, :) = [] deletes
    got = run(SETUP + "T(end+1, :) = {'Kim', 33};\ndisp(height(T))\ndisp(T.Name{4})\n"
              "T([1 3], :) = [];\ndisp(T.Age')\nT(:, 'Name') = [];\ndisp(T.Properties.VariableNames)")
    assert got == "4\nKim\n   40   33\n{\n  [1,1] = Age\n}\n"


def test_assignment_errors(run) -> None:
    for code, ident in ((SETUP + "T.X = [1; 2];", "MATLAB:table:RowDimensionMismatch"),
                        (SETUP + "T{1, 'Age'} = 'text';", "MATLAB:table:AssignmentTypeMismatch"),
                        (SETUP + "T(1, :) = {1};", "MATLAB:table:AssignmentDimensionMismatch")):
        with pytest.raises(MException) as err:
            run(code)
        assert err.value.identifier == ident, code


def test_growth_past_the_size_limit_is_matlabs_size_error_before_allocating(run) -> None:
    # like x(1e300) = 1 (MATLAB:pmaxsize) and x(1e6, 1e6) = 1 (SizeLimitExceeded): checked before the fill
    from runmat_builtins.limits import SIZE_LIMIT_ID, set_max_array_bytes

    grow = ("T = table('Size', [4 3], 'VariableTypes', {'double', 'datetime', 'string'});\n"
            "T(ROW, :) = {68, datetime(2020, 1, 1), \"S2\"};")
    with pytest.raises(MException) as err:
        run(grow.replace("ROW", "2*1e300"))
    assert err.value.identifier == "MATLAB:pmaxsize"
    old = set_max_array_bytes(100 * 2**20)
    try:
        with pytest.raises(MException) as err:
            run(grow.replace("ROW", "1e8"))
        assert err.value.identifier == SIZE_LIMIT_ID
        assert err.value.message.startswith("Requested 100000000x1 (0.7GB)")
    finally:
        set_max_array_bytes(old)
    assert run(grow.replace("ROW", "6") + "\ndisp(height(T))") == "6\n"


@pytest.mark.parametrize("code", ["removevars(T, NaN)", "renamevars(T, NaN, 'x')", "T(:, 1.5)",
                                  "varfun(@(x) x, T, 'InputVariables', [1 NaN])", "sortrows(T, NaN)",
                                  "sortrows(T, -1.5)", "movevars(T, NaN)"])
def test_nan_or_fractional_variable_subscript_is_a_subscript_error(run, code: str) -> None:
    # MATLAB: a numeric table subscript must be a positive integer ("Subscript indices must be real positive integers")
    with pytest.raises(MException) as info:
        run(SETUP + f"x = {code};")
    assert info.value.identifier == "MATLAB:badsubscript"
