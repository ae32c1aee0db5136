"""findgroups, splitapply, groupsummary, groupcounts (https://www.mathworks.com/help/matlab/ref/findgroups.html,
https://www.mathworks.com/help/matlab/ref/splitapply.html, https://www.mathworks.com/help/matlab/ref/double.groupsummary.html).
Octave 7.3 has none of them; the expectations follow the documented rules (groups in sorted order,
missing keys NaN in findgroups and a last group in groupsummary, NaN omitted by the methods)."""

from __future__ import annotations

import pytest

from runmat_vm import MException

HEALTH = ("HealthStatus = {'Poor'; 'Good'; 'Fair'; 'Fair'; 'Poor'; 'Excellent'; 'Good'; 'Excellent'};\n"
          "Age = [38; 43; 38; 40; 49; 51; 52; 35];\nHeight = [71; 68; 64; 67; 64; 62; 65; 55];\n"
          "Weight = [176; 153; 131; 133; 119; 120; 140; 129];\nT = table(HealthStatus, Age, Height, Weight);\n")


def test_groupsummary_documented_example(run) -> None:
    # the documented output: Excellent 2 43 58.5 124.5 / Fair 2 39 65.5 132 / Good 2 47.5 66.5 146.5 / Poor 2 43.5 67.5 147.5
    got = run(HEALTH + "G = groupsummary(T, 'HealthStatus', 'mean');\ndisp(strjoin(G.Properties.VariableNames, ' '))\n"
              "for i = 1:height(G)\n  fprintf('%s %g %g %g %g\\n', G.HealthStatus{i}, G.GroupCount(i), G.mean_Age(i), "
              "G.mean_Height(i), G.mean_Weight(i));\nend\n"
              "M = groupsummary(T, 'HealthStatus', 'median', 'Height');\nfprintf('%g ', M.median_Height); fprintf('\\n')")
    assert got == ("HealthStatus GroupCount mean_Age mean_Height mean_Weight\nExcellent 2 43 58.5 124.5\n"
                   "Fair 2 39 65.5 132\nGood 2 47.5 66.5 146.5\nPoor 2 43.5 67.5 147.5\n58.5 65.5 66.5 67.5 \n")


def test_groupsummary_methods_and_missing(run) -> None:
    got = run("g = [1; 1; 2; 2; NaN];\nx = [4; NaN; 1; 3; 7];\nT = table(g, x);\n"
              "G = groupsummary(T, 'g', {'sum', 'numel', 'nnz', 'range', 'std', 'max'});\n"
              "disp(strjoin(G.Properties.VariableNames, ' '))\nfprintf('%g %g %g %g %g %g %g %g\\n', "
              "[G.g G.GroupCount G.sum_x G.numel_x G.nnz_x G.range_x G.std_x G.max_x]')\n"
              "H = groupsummary(T, 'g', 'mean', 'IncludeMissingGroups', false);\nfprintf('%d\\n', height(H))")
    assert got == ("g GroupCount sum_x numel_x nnz_x range_x std_x max_x\n1 2 4 2 1 0 0 4\n"
                   "2 2 4 2 2 2 1.41421 3\nNaN 1 7 1 1 0 0 7\n2\n")


def test_groupsummary_two_groups_and_handles(run) -> None:
    got = run("a = {'x'; 'y'; 'x'; 'x'};\nb = [2; 1; 2; 1];\nv = [1; 2; 3; 4];\nT = table(a, b, v);\n"
              "G = groupsummary(T, {'a', 'b'}, {@(z) sum(z.^2), 'mode'}, 'v');\n"
              "disp(strjoin(G.Properties.VariableNames, ' '))\n"
              "for i = 1:height(G)\n  fprintf('%s %g %g %g %g\\n', G.a{i}, G.b(i), G.GroupCount(i), G.fun1_v(i), G.mode_v(i));\nend")
    assert got == "a b GroupCount fun1_v mode_v\nx 1 1 16 4\nx 2 2 10 1\ny 1 1 4 2\n"


def test_groupsummary_array_form(run) -> None:
    got = run("[B, BG, BC] = groupsummary([5; 1; 3; 7], [2; 1; 2; 1], {'max', 'mean'});\n"
              "fprintf('%g %g\\n', B')\nfprintf('%g ', BG, BC); fprintf('\\n')")
    assert got == "7 4\n5 4\n1 2 2 2 \n"


def test_findgroups_and_splitapply(run) -> None:
    got = run("[G, ids, idn] = findgroups({'b'; 'a'; 'b'; 'c'}, [1; 1; 1; 2]);\nfprintf('%g ', G); fprintf('\\n')\n"
              "disp(strjoin(ids', ','))\nfprintf('%g ', idn); fprintf('\\n')\n"
              "G2 = findgroups({'q', '', 'q'});\nfprintf('%g ', G2); fprintf('\\n')\n"
              "[mx, mn] = splitapply(@(v) deal(max(v), min(v)), [4; 2; 9; 1], G);\nfprintf('%g ', mx, mn); fprintf('\\n')\n"
              "c = splitapply(@(v) {v'}, [4; 2; 9; 1], G);\ndisp(c{2})")
    assert got == "2 1 2 3 \na,b,c\n1 1 2 \n1 NaN 1 \n2 9 1 2 4 1 \n   4   9\n"


def test_findgroups_table_and_splitapply_table(run) -> None:
    got = run("T = table([1; 2; 1], {'u'; 'u'; 'u'}, 'VariableNames', {'n', 's'});\n[G, TID] = findgroups(T);\n"
              "fprintf('%g ', G); fprintf('%s %d\\n', class(TID), height(TID))\n"
              "D = table([1; 2; 3], [10; 20; 30]);\nfprintf('%g ', splitapply(@(p, q) sum(p) + sum(q), D, G)); fprintf('\\n')")
    assert got == "1 2 1 table 2\n44 22 \n"


def test_groupcounts(run) -> None:
    got = run("T = table({'a'; 'b'; 'a'; 'a'}, 'VariableNames', {'k'});\nG = groupcounts(T, 'k');\n"
              "fprintf('%s %g %g\\n', G.k{1}, G.GroupCount(1), G.Percent(1))\n[gc, gv] = groupcounts([3; 1; 3]);\n"
              "fprintf('%g ', gc, gv); fprintf('\\n')")
    assert got == "a 3 75\n1 2 1 3 \n"


@pytest.mark.parametrize(("code", "ident"), [
    ("splitapply(@sum, [1; 2; 3], [1; 3; 3])", "MATLAB:splitapply:MissingGroupNums"),
    ("splitapply(@sum, [1; 2; 3], [1; 0.5; 1])", "MATLAB:splitapply:InvalidGroupNums"),
    ("splitapply(@(x) [x; x], [1; 2], [1; 2])", None),
    ("findgroups([1; 2], [1; 2; 3])", "MATLAB:findgroups:InputSizeMismatch"),
    ("groupsummary(table([1; 2]), 'Var1', 'average')", "MATLAB:groupsummary:InvalidMethodOption"),
    ("groupsummary(table([1; 2]), 'Nope')", "MATLAB:table:UnrecognizedVarName"),
])
def test_errors(run, code: str, ident: str | None) -> None:
    if ident is None:  # a column per group stacks into one column (vertical concatenation)
        assert run(f"x = {code};\nfprintf('%d %d', size(x))") == "4 1"
        return
    with pytest.raises(MException) as info:
        run(f"x = {code};")
    assert info.value.identifier == ident


def test_group_bins(run) -> None:
    # groupsummary(T, groupvars, groupbins, ...): calendar bins in time order, numeric edges [a, b) with
    # the last bin closed; the binned variable is named SCHEME_VAR (disc_VAR for edges)
    got = run("SaleDate = datetime(2017, [1; 1; 3; 5; 5; 5], [3; 20; 7; 1; 2; 30]);\nAmount = [10; 20; 30; 40; 50; 60];\n"
              "T = table(SaleDate, Amount);\nG = groupsummary(T, 'SaleDate', 'month', 'sum', 'Amount');\n"
              "disp(strjoin(G.Properties.VariableNames, ','))\ndisp(strjoin(cellstr(G.month_SaleDate)', ','))\n"
              "fprintf('%g ', G.sum_Amount); fprintf('\\n')\nY = groupcounts(T, 'SaleDate', 'dayname');\n"
              "disp(strjoin(cellstr(Y.dayname_SaleDate)', ','))\nfprintf('%g ', Y.GroupCount); fprintf('\\n')\n"
              "E = groupsummary(T, 'Amount', [0 25 50 60]);\ndisp(strjoin(cellstr(E.disc_Amount)', ','))\n"
              "Q = groupsummary(T, 'SaleDate', 'year');\ndisp(strjoin(cellstr(Q.year_SaleDate)', ','))")
    assert got == ("month_SaleDate,GroupCount,sum_Amount\nJan-2017,Mar-2017,May-2017\n30 30 150 \n"
                   "Monday,Tuesday,Friday\n1 4 1 \n[0, 25),[25, 50),[50, 60]\n2017\n")
