"""varfun and rowfun (https://www.mathworks.com/help/matlab/ref/table.varfun.html,
https://www.mathworks.com/help/matlab/ref/table.rowfun.html): output names FUNC_VAR / Fun_VAR,
grouping with GroupCount, the 'uniform' and 'cell' output formats."""

from __future__ import annotations

import pytest

from runmat_vm import MException

T = "T = table({'m'; 'f'; 'm'}, [30; 40; 50], [1.5; 1.7; 1.9], 'VariableNames', {'sex', 'age', 'h'});\n"


def test_varfun_elementwise_and_names(run) -> None:
    got = run(T + "B = varfun(@(x) x.^2, T, 'InputVariables', {'age', 'h'});\n"
              "disp(strjoin(B.Properties.VariableNames, ','))\nfprintf('%g ', B.Fun_age); fprintf('\\n')\n"
              "C = varfun(@max, T, 'InputVariables', @isnumeric);\ndisp(strjoin(C.Properties.VariableNames, ','))")
    assert got == "Fun_age,Fun_h\n900 1600 2500 \nmax_age,max_h\n"


def test_varfun_grouped(run) -> None:
    got = run(T + "B = varfun(@mean, T, 'GroupingVariables', 'sex', 'InputVariables', 'age');\n"
              "disp(strjoin(B.Properties.VariableNames, ','))\n"
              "fprintf('%s %g %g\\n', B.sex{1}, B.GroupCount(1), B.mean_age(1), B.sex{2}, B.GroupCount(2), B.mean_age(2))\n"
              "U = varfun(@sum, T, 'GroupingVariables', 'sex', 'OutputFormat', 'uniform');\nfprintf('%g %g\\n', U')\n"
              "c = varfun(@(x) x', T, 'InputVariables', 'age', 'OutputFormat', 'cell');\nfprintf('%g ', c{1})")
    assert got == "sex,GroupCount,mean_age\nf 1 40\nm 2 40\n40 1.7\n80 3.4\n30 40 50 "


def test_rowfun_forms(run) -> None:
    got = run(T + "B = rowfun(@(a, h) a * h, T, 'InputVariables', {'age', 'h'});\n"
              "disp(B.Properties.VariableNames{1})\nfprintf('%g ', B.Var1); fprintf('\\n')\n"
              "G = rowfun(@(a) deal(min(a), max(a)), T, 'GroupingVariables', 'sex', 'InputVariables', 'age', "
              "'OutputVariableNames', {'lo', 'hi'});\nfprintf('%s:%g:%g:%g ', G.sex{2}, G.GroupCount(2), G.lo(2), G.hi(2)); fprintf('\\n')\n"
              "r = rowfun(@(v) sum(v), T, 'InputVariables', {'age', 'h'}, 'SeparateInputs', false, 'OutputFormat', 'uniform');\n"
              "fprintf('%g ', r); fprintf('\\n')\n"
              "s = rowfun(@(c) upper(c), T, 'InputVariables', 'sex', 'ExtractCellContents', true, 'OutputFormat', 'cell');\n"
              "disp(s{3})")
    assert got == "Var1\n45 68 95 \nm:2:30:50 \n31.5 41.7 51.9 \nM\n"


def test_error_handler(run) -> None:
    got = run("T = table([1; -1], 'VariableNames', {'x'});\n"
              "B = rowfun(@(x) sqrt(x) * assert_pos(x), T, 'ErrorHandler', @(s, x) -1, 'OutputFormat', 'uniform');\n"
              "fprintf('%g ', B); fprintf('\\n')\n"
              "function y = assert_pos(x)\n  if x < 0\n    error('t:neg', 'negative');\n  end\n  y = 1;\nend\n")
    assert got == "1 -1 \n"


@pytest.mark.parametrize(("code", "ident"), [
    ("varfun(@mean, T, 'OutputFormat', 'matrix')", "MATLAB:table:varfun:InvalidOutputFormat"),
    ("varfun(@(x) x', T, 'InputVariables', 'age', 'OutputFormat', 'uniform')", "MATLAB:table:varfun:NotAScalarOutput"),
    ("rowfun(@(x) x, T, 'Nope', 1)", "MATLAB:table:parseArgs:BadParamName"),
    ("varfun(@mean, [1 2 3])", "MATLAB:varfun:InvalidInput"),
])
def test_errors(run, code: str, ident: str) -> None:
    with pytest.raises(MException) as info:
        run(T + f"x = {code};")
    assert info.value.identifier == ident


def test_rowfun_num_outputs_is_a_count(run) -> None:
    # 'NumOutputs' is a nonnegative integer scalar: validateattributes' errors for NaN, 1.5, []
    assert run("t = table([1; 2]); r = rowfun(@(x) 2 * x, t, 'NumOutputs', 1); disp(r.Var1')") == "   2   4\n"
    for n, ident in (("NaN", "MATLAB:expectedInteger"), ("1.5", "MATLAB:expectedInteger"),
                     ("[]", "MATLAB:expectedScalar"), ("-1", "MATLAB:expectedNonnegative")):
        with pytest.raises(MException) as err:
            run(f"t = table([1; 2]); rowfun(@(x) x, t, 'NumOutputs', {n});")
        assert err.value.identifier == ident, n
