"""readtable / writetable round trips for CSV: quoted fields with delimiters and doubled quotes,
date columns read as datetime, row names written under 'Row' and read back with ReadRowNames
(https://www.mathworks.com/help/matlab/ref/writetable.html,
https://www.mathworks.com/help/matlab/ref/readtable.html)."""

from __future__ import annotations


def test_quoted_fields_and_dates_round_trip(run, tmp_path) -> None:
    src = tmp_path / "in.csv"
    src.write_text('Name,City,Score,Date\n"Smith, John","New York",88.5,2024-01-15\nLi,"Say ""hi""",92,2024-02-01\n')
    dst = tmp_path / "out.csv"
    got = run(f"T = readtable('{src}');\ndisp(T.Name{{1}})\ndisp(T.City{{2}})\ndisp(class(T.Date))\n"
              f"disp(days(T.Date(2) - T.Date(1)))\nwritetable(T, '{dst}');\nU = readtable('{dst}');\n"
              "disp(isequal(U.Name, T.Name) && isequal(U.City, T.City) && isequal(U.Score, T.Score) "
              "&& isequal(U.Date, T.Date))")
    assert got == "Smith, John\nSay \"hi\"\ndatetime\n17\n1\n"
    # readtable keeps the file's date format (the Format property), which writetable writes back
    # (https://www.mathworks.com/help/matlab/import_export/import-formatted-dates-and-times.html)
    assert dst.read_text() == ('Name,City,Score,Date\n"Smith, John",New York,88.5,2024-01-15\n'
                               'Li,"Say ""hi""",92,2024-02-01\n')


def test_row_names_round_trip(run, tmp_path) -> None:
    dst = tmp_path / "rows.csv"
    got = run(f"Score = [7; 9];\nT = table(Score, 'RowNames', {{'ann', 'bob'}});\n"
              f"writetable(T, '{dst}', 'WriteRowNames', true);\nS = readtable('{dst}', 'ReadRowNames', true);\n"
              "disp(S{'bob', 'Score'})\ndisp(S.Properties.VariableNames{1})")
    assert got == "9\nScore\n"
    assert dst.read_text() == "Row,Score\nann,7\nbob,9\n"
