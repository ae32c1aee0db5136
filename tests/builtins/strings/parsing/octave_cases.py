"""Octave 7.3 cases: textscan, strread, regexptranslate."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "textscan_csv": "C = textscan(sprintf('1,2.5,abc\\n4,5e1,de f'), '%f %f %s', 'Delimiter', ','); "
                    + show("[C{1} C{2}]") + "disp(C{3}{2})",
    "textscan_repeat": "C = textscan('1 2 3 4 5 6', '%f %f', 2); " + show("[C{:}]"),
    "textscan_skip": "C = textscan(sprintf('a 1 x\\nb 2 y'), '%*s %f %s'); disp(numel(C)); disp(C{2}{2});" + show("C{1}"),
    "textscan_quotes": "C = textscan('\"a b\" 3', '%q %f'); disp(C{1}{1});" + show("C{2}"),
    "textscan_int8": "C = textscan('100 200 -300', '%d8'); disp(class(C{1}));" + show("C{1}"),
    "textscan_uint": "C = textscan('7 8', '%u16'); disp(class(C{1}))",
    "textscan_literal": "C = textscan('v1 v22 v3', 'v%f'); " + show("C{1}"),
    "textscan_comment": "C = textscan(sprintf('1 2 %% note\\n3 4'), '%f %f', 'CommentStyle', '%'); " + show("[C{:}]"),
    "textscan_multidelim": "C = textscan('1;;2;3', '%f', 'Delimiter', ';', 'MultipleDelimsAsOne', 1); " + show("C{1}"),
    "textscan_emptyvalue": "C = textscan('1,,3', '%f %f %f', 'Delimiter', ',', 'EmptyValue', -1); " + show("[C{:}]"),
    "textscan_treatasempty": "C = textscan('1,NA,3', '%f', 'Delimiter', ',', 'TreatAsEmpty', 'NA'); " + show("C{1}"),
    "textscan_stop": "[C, p] = textscan('1 2 x 3', '%f'); " + show("C{1}") + show("p"),
    "textscan_collect": "C = textscan(sprintf('1,2,a\\n3,4,b'), '%f %f %s', 'Delimiter', ',', 'CollectOutput', true); "
                        "disp(numel(C)); disp(size(C{1}))",
    "textscan_file": "f = tempname(); fid = fopen(f, 'w'); fprintf(fid, 'x y\\n1 2\\n3 4\\n'); fclose(fid); "
                     "fid = fopen(f, 'r'); C = textscan(fid, '%f %f', 'HeaderLines', 1); fclose(fid); delete(f); "
                     + show("[C{:}]"),
    "textscan_file_position": "f = tempname(); fid = fopen(f, 'w'); fprintf(fid, '1 2 3 4 5 6'); fclose(fid); "
                              "fid = fopen(f, 'r'); C = textscan(fid, '%f', 2); D = textscan(fid, '%f'); fclose(fid); "
                              "delete(f); " + show("C{1}") + show("D{1}"),
    "textscan_specials": "C = textscan('-Inf inf NaN 1e-2 +3', '%f'); " + show("C{1}"),
    "textscan_tab": "C = textscan(sprintf('a\\tb c\\td'), '%s %s', 'Delimiter', '\\t'); disp(C{1}{1}); disp(C{2}{1}); disp(C{1}{2})",
    "strread_two": "[a, b] = strread('1 2 3 4', '%f %f'); " + show("[a b]"),
    "strread_delim": "[a, b] = strread('x,1,y,2', '%s %f', 'delimiter', ','); disp(a{2}); " + show("b"),
    "regexptranslate_escape": "disp(regexptranslate('escape', '$.?[abc](x)'))",
    "regexptranslate_wildcard": "disp(regexptranslate('wildcard', 'file?.*'))",
    "regexptranslate_use": "disp(regexprep('a.b.c', regexptranslate('escape', '.'), '-'))",
}
