"""Table row names: 'RowNames', T.Properties.RowNames, selection by name and the display with a
row-name column. Octave 7.3 has no table; expected values follow MATLAB's documentation
(https://www.mathworks.com/help/matlab/ref/table.html, "Specify Row Names";
https://www.mathworks.com/help/matlab/matlab_prog/access-data-in-a-table.html)."""

from __future__ import annotations


import pytest

from runmat_vm import MException

SETUP = ("LastName = {'Sanchez';'Johnson';'Li'};\nAge = [38;43;38];\nHeight = [71;69;64];\n"
         "T = table(Age, Height, 'RowNames', LastName);\n")


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_display_has_a_row_name_column(run, tier: str) -> None:
    # table.html "Specify Row Names": row names are left-aligned in an unlabeled first column
    assert run(SETUP + "T", tier) == (
        "T =\n\n  3\u00d72 table\n\n"
        "               Age    Height\n"
        "               ___    ______\n\n"
        "    Sanchez    38       71  \n"
        "    Johnson    43       69  \n"
        "    Li         38       64  \n\n")


def test_rows_by_name_and_properties(run) -> None:
    # access-data-in-a-table.html: T('Li', :) and T{'Johnson', 'Age'} index by row name
    got = run(SETUP + "S = T('Li', :);\ndisp(height(S))\ndisp(S.Properties.RowNames{1})\n"
              "x = T{'Johnson', 'Age'}\nU = T({'Li', 'Sanchez'}, 'Height');\ndisp(U.Height')\n"
              "disp(T.Properties.RowNames')")
    assert got == ("1\nLi\nx = 43\n   64   71\n{\n  [1,1] = Sanchez\n  [1,2] = Johnson\n  [1,3] = Li\n}\n")


def test_setting_and_clearing_row_names(run) -> None:
    got = run("T = table([1; 2]);\nT.Properties.RowNames = {'r1', 'r2'};\ndisp(T{'r2', 1})\n"
              "T.Properties.RowNames = {};\ndisp(isempty(T.Properties.RowNames))")
    assert got == "2\n1\n"


def test_row_name_errors(run) -> None:
    for code, ident in (("T = table([1; 2], 'RowNames', {'a'});", "MATLAB:table:IncorrectNumberOfRowNames"),
                        ("T = table([1; 2], 'RowNames', {'a', 'a'});", "MATLAB:table:DuplicateRowNames"),
                        (SETUP + "T('Nobody', :)", "MATLAB:table:UnrecognizedRowName"),
                        ("T = table([1; 2]); T('a', :)", "MATLAB:table:RowNamesUndefined")):
        with pytest.raises(MException) as err:
            run(code)
        assert err.value.identifier == ident, code
