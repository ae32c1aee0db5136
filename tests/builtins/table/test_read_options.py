"""readtable options TreatAsMissing, VariableNamingRule, NumHeaderLines, ReadVariableNames,
TextType and Delimiter (several, multi-character, whitespace); readmatrix/readcell/writematrix
delimiters (https://www.mathworks.com/help/matlab/ref/readtable.html,
https://www.mathworks.com/help/matlab/ref/readmatrix.html)."""

from __future__ import annotations

import pytest

from runmat_vm import MException


def test_treat_as_missing_and_preserved_names(run, tmp_path) -> None:
    f = tmp_path / "a.csv"
    f.write_text("lhs-outcomes,Total Cost,name\nNA,5,x\n3,-999,NA\n")
    got = run(f"T = readtable('{f}', 'TreatAsMissing', {{'NA', '-999'}}, 'VariableNamingRule', 'preserve');\n"
              "disp(strjoin(T.Properties.VariableNames, '|'))\nfprintf('%g ', T.('lhs-outcomes'), T.('Total Cost')); fprintf('\\n')\n"
              "fprintf('[%s]\\n', T.name{2})\n"
              f"U = readtable('{f}');\ndisp(strjoin(U.Properties.VariableNames, '|'))")
    assert got == "lhs-outcomes|Total Cost|name\nNaN 3 5 NaN \n[]\nlhs_outcomes|TotalCost|name\n"


def test_header_lines_and_variable_names(run, tmp_path) -> None:
    f = tmp_path / "h.txt"
    f.write_text("produced by a logger\nt v\n1 10\n2 20\n")
    got = run(f"A = readtable('{f}', 'NumHeaderLines', 2, 'Delimiter', ' ');\ndisp(strjoin(A.Properties.VariableNames, ','))\n"
              f"B = readtable('{f}', 'NumHeaderLines', 1, 'ReadVariableNames', true, 'Delimiter', ' ');\n"
              "disp(strjoin(B.Properties.VariableNames, ','))\nfprintf('%g ', B.v); fprintf('\\n')\n"
              f"C = readtable('{f}', 'NumHeaderLines', 2, 'Delimiter', ' ', 'VariableNames', {{'time', 'value'}}, 'ReadVariableNames', false);\n"
              "fprintf('%g\\n', C.value(2))")
    assert got == "Var1,Var2\nt,v\n10 20 \n20\n"


def test_delimiters(run, tmp_path) -> None:
    f = tmp_path / "d.txt"
    f.write_text("a  b  c\n1  2  3\n4  5  6\n")
    g = tmp_path / "g.txt"
    g.write_text("x;y|z\n1;2|3\n")
    got = run(f"m = readmatrix('{f}', 'Delimiter', '  ');\nfprintf('%g ', m); fprintf('\\n')\n"
              f"T = readtable('{g}', 'Delimiter', {{';', '|'}});\ndisp(strjoin(T.Properties.VariableNames, ','))\n"
              f"c = readcell('{g}', 'Delimiter', {{';', '|'}});\nfprintf('%d %d\\n', size(c))\n"
              f"S = readtable('{g}', 'Delimiter', {{';', '|'}}, 'TextType', 'string', 'ReadVariableNames', false);\n"
              "disp(class(S.Var1))")
    assert got == "1 4 2 5 3 6 \nx,y,z\n2 3\nstring\n"


def test_writematrix_delimiter_names(run, tmp_path) -> None:
    f = tmp_path / "w.txt"
    got = run(f"writematrix([1 2; 3 4], '{f}', 'Delimiter', 'tab');\nm = readmatrix('{f}', 'Delimiter', '\\t');\n"
              "fprintf('%g ', m); fprintf('\\n')")
    assert got == "1 3 2 4 \n"
    assert f.read_text() == "1\t2\n3\t4\n"


@pytest.mark.parametrize(("code", "ident"), [
    ("readmatrix(F, 'Delimiter', 5)", "MATLAB:readmatrix:InvalidDelimiter"),
    ("readtable(F, 'VariableNamingRule', 'keep')", "MATLAB:readtable:InvalidVariableNamingRule"),
    ("readtable(F, 'Nonsense', 1)", "MATLAB:readtable:InvalidOption"),
    ("writetable(table(1), F, 'Delimiter', '::')", "MATLAB:writetable:InvalidDelimiter"),
])
def test_errors(run, tmp_path, code: str, ident: str) -> None:
    f = tmp_path / "e.csv"
    f.write_text("a,b\n1,2\n")
    with pytest.raises(MException) as info:
        run(f"F = '{f}';\nx = {code};" if not code.startswith("write") else f"F = '{f}';\n{code};")
    assert info.value.identifier == ident


def test_detect_import_options(run, tmp_path) -> None:
    # https://www.mathworks.com/help/matlab/ref/detectimportoptions.html: names, types, lines, selection
    f = tmp_path / "o.csv"
    f.write_text("Name,Age,Date,Score\nAnn,30,2024-01-05,1.5\nBob,,2024-02-01,2\nCy,41,2024-03-09,NaN\n")
    got = run(f"opts = detectImportOptions('{f}');\ndisp(strjoin(opts.VariableTypes, ','))\n"
              "fprintf('%g %g %g\\n', opts.DataLines, opts.VariableNamesLine)\n"
              "opts.SelectedVariableNames = {'Age', 'Name'};\nopts = setvartype(opts, 'Name', 'string');\n"
              f"opts.MissingRule = 'omitrow';\nT = readtable('{f}', opts);\n"
              "disp(strjoin(T.Properties.VariableNames, ','))\nfprintf('%s %d\\n', class(T.Name), height(T))\n"
              f"opts = setvaropts(opts, 'Age', 'FillValue', -1);\nopts.MissingRule = 'fill';\nU = readtable('{f}', opts);\n"
              "fprintf('%g ', U.Age); fprintf('\\n')")
    assert got == "char,double,datetime,double\n2 Inf 1\nAge,Name\nstring 2\n30 -1 41 \n"


def test_summary_struct_and_append(run, tmp_path) -> None:
    # s = summary(T) (https://www.mathworks.com/help/matlab/ref/table.summary.html); writetable 'WriteMode', 'append'
    f = tmp_path / "app.csv"
    got = run("T = table([3; 1; NaN], [true; false; true], 'VariableNames', {'x', 'ok'});\nT.Properties.VariableUnits = {'m', ''};\n"
              "s = summary(T);\nfprintf('%g %g %g %s %g\\n', s.x.Min, s.x.Max, s.x.NumMissing, s.x.Units, s.ok.True)\n"
              f"writetable(T(1, :), '{f}');\nwritetable(T(2, :), '{f}', 'WriteMode', 'append');\nU = readtable('{f}');\n"
              "fprintf('%d %g\\n', height(U), U.x(2))")
    assert got == "1 3 1 m 2\n2 1\n"
    assert f.read_text() == "x,ok\n3,1\n1,0\n"


def test_line_number_options_are_checked(run, tmp_path) -> None:
    # DataLines: a positive line number or [start end] (end may be Inf); VariableNamesLine: a
    # nonnegative line number; NaN, [] or text are errors, not int() failures
    f = tmp_path / "lines.csv"
    f.write_text("a,b\n1,2\n3,4\n")
    got = run(f"o = detectImportOptions('{f}'); o.DataLines = [2 Inf]; o.VariableNamesLine = 1;\n"
              f"t = readtable('{f}', o); disp(size(t))")
    assert got.split() == ["2", "2"]
    for prop, value, ident in (("DataLines", "NaN", "InvalidDataLines"), ("DataLines", "[]", "InvalidDataLines"),
                               ("DataLines", "[1 2 3]", "InvalidDataLines"), ("DataLines", "'x'", "InvalidDataLines"),
                               ("VariableNamesLine", "NaN", "InvalidVariableNamesLine"),
                               ("VariableNamesLine", "-1", "InvalidVariableNamesLine")):
        with pytest.raises(MException) as err:
            run(f"o = detectImportOptions('{f}'); o.{prop} = {value};")
        assert err.value.identifier == f"MATLAB:textio:io:{ident}", (prop, value)


def test_fill_value_is_a_scalar(run, tmp_path) -> None:
    f = tmp_path / "fill.csv"
    f.write_text("a,b\n1,\n3,4\n")
    got = run(f"o = detectImportOptions('{f}'); o = setvaropts(o, 'b', 'FillValue', -1);\n"
              f"t = readtable('{f}', o); disp(t.b')")
    assert got == "  -1   4\n"  # Octave display mode
    with pytest.raises(MException) as err:
        run(f"o = detectImportOptions('{f}'); o = setvaropts(o, 'b', 'FillValue', []); t = readtable('{f}', o);")
    assert err.value.identifier == "MATLAB:expectedScalar"
