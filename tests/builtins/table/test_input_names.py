"""table(a, b) names its variables after the workspace variables passed, as MATLAB's inputname
gives them, and Var<k> for any other expression
(https://www.mathworks.com/help/matlab/ref/table.html: "If the input arguments are workspace
variables, then table assigns their names as the variable names ... Otherwise, table assigns
variable names of the form 'Var1',...,'VarN'"). The names travel through the call as catalog
metadata asks (the spec's ``input_names``): the compiler appends an InputNames argument."""

from __future__ import annotations

import os

import pytest


@pytest.mark.parametrize("tier", ["interp", "compiled"])
def test_workspace_names_and_expressions(run, tier: str) -> None:
    got = run("Age = [38; 43];\nName = {'Li'; 'Diaz'};\nfor k = 1:2\n  T = table(Age, Name, Age * 2, [1; 2]);\nend\n"
              "fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\\n');", tier)
    assert got == "Age Name Var3 Var4 \n"


def test_names_inside_a_function_and_options(run) -> None:
    got = run("T = make([5; 6]);\nfprintf('%s ', T.Properties.VariableNames{:}); fprintf('\\n');\n"
              "U = table([1; 2], [3; 4], 'VariableNames', {'p', 'q'});\ndisp(U.Properties.VariableNames{2})\n"
              "x = [1; 2];\nV = table(x, x);\nfprintf('%s ', V.Properties.VariableNames{:}); fprintf('\\n');\n"
              "function T = make(values)\n  count = numel(values) * [1; 1];\n  T = table(values, count);\nend\n")
    assert got == "values count \nq\nx Var2 \n"


def test_a_user_function_named_table_gets_no_extra_argument(run, tmp_path) -> None:
    (tmp_path / "table.m").write_text("function n = table(varargin)\nn = numel(varargin);\nend\n")
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert run("a = 1;\nn = table(a, 2)") == "n = 2\n"
    finally:
        os.chdir(here)


def test_feval_and_handles_fall_back_to_var_names(run) -> None:
    got = run("a = [1; 2];\nT = feval('table', a);\nf = @table;\nU = f(a);\n"
              "disp(T.Properties.VariableNames{1})\ndisp(U.Properties.VariableNames{1})")
    assert got == "Var1\nVar1\n"
