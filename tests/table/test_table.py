"""Tables: construction, variables, sub-tables, display (MATLAB's layout, from the table
documentation's patients example) and CSV round trips. Octave 7.3 has no table, so the
expectations are MATLAB's documented behaviour."""

from __future__ import annotations

import io

import pytest

from runmat_vm import MException, Session


def _run(code: str) -> str:
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).eval(code)
    return out.getvalue()


PATIENTS = ("LastName = {'Sanchez';'Johnson';'Li';'Diaz';'Brown'};\n"
            "Age = [38;43;38;40;49];\nSmoker = logical([1;0;1;0;1]);\n"
            "Height = [71;69;64;67;64];\nWeight = [176;163;131;133;119];\n"
            "BloodPressure = [124 93; 109 77; 125 83; 117 75; 122 80];\n"
            "T = table(LastName,Age,Smoker,Height,Weight,BloodPressure, 'VariableNames', "
            "{'LastName','Age','Smoker','Height','Weight','BloodPressure'});\n")


def test_display_matches_the_documented_layout() -> None:
    got = _run(PATIENTS + "T")
    assert got == (
        "T =\n\n  5\u00d76 table\n\n"
        "     LastName      Age    Smoker    Height    Weight    BloodPressure\n"
        "    ___________    ___    ______    ______    ______    _____________\n\n"
        "    {'Sanchez'}    38     true        71       176       124     93  \n"
        "    {'Johnson'}    43     false       69       163       109     77  \n"
        "    {'Li'     }    38     true        64       131       125     83  \n"
        "    {'Diaz'   }    40     false       67       133       117     75  \n"
        "    {'Brown'  }    49     true        64       119       122     80  \n\n")


def test_variables_size_and_subtables() -> None:
    got = _run(PATIENTS + "disp(height(T)); disp(width(T)); disp(size(T)); disp(T.Age');\n"
               "S = T(2:3, {'LastName', 'Weight'}); disp(size(S)); disp(S.LastName{2});\n"
               "disp(T{1, 'Height'}); disp(T{[1 5], 4:5});\n"
               "T.BMI = T.Weight ./ T.Height; disp(width(T)); disp(T.Properties.VariableNames{end});\n"
               "disp(istable(T)); disp(class(T))")
    assert got == ("5\n6\n   5   6\n   38   43   38   40   49\n   2   2\nLi\n71\n    71   176\n    64   119\n"
                   "7\nBMI\n1\ntable\n")


def test_construction_errors() -> None:
    with pytest.raises(MException) as e:
        _run("T = table([1; 2], [1; 2; 3]);")
    assert e.value.identifier == "MATLAB:table:RowDimensionMismatch"
    with pytest.raises(MException) as e:
        _run("T = table([1; 2], 'VariableNames', {'a', 'b'});")
    assert e.value.identifier == "MATLAB:table:IncorrectNumberOfVarNames"
    with pytest.raises(MException) as e:
        _run("T = table([1; 2]); T.nope")
    assert e.value.identifier == "MATLAB:table:UnrecognizedVarName"


def test_default_names_and_csv_round_trip(tmp_path) -> None:
    f = str(tmp_path / "t.csv")
    got = _run(f"T = table([1; 2], {{'a,b'; 'c'}});\ndisp(strjoin(T.Properties.VariableNames, ' '))\n"
               f"writetable(T, '{f}'); disp(fileread('{f}'));\nU = readtable('{f}');\n"
               "disp(U.Var1'); disp(U.Var2{1}); disp(class(U.Var2))")
    assert got == ("Var1 Var2\nVar1,Var2\n1,\"a,b\"\n2,c\n\n   1   2\na,b\ncell\n")


def test_deleting_rows_and_variables() -> None:
    got = _run(PATIENTS + "T(T.Age > 39, :) = []; disp(height(T)); disp(T.LastName{end});\n"
               "T(:, {'Smoker', 'Weight'}) = []; disp(width(T)); disp(T.Properties.VariableNames{3})")
    assert got == "2\nLi\n4\nHeight\n"
