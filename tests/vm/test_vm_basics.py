"""Scalar fast paths, display of results, ans, command syntax."""

import math

import pytest

from runmat_builtins.errors import MException


def test_scalar_arithmetic_matlab_semantics(run):
    # 1/0 = Inf, -1/0 = -Inf, 0/0 = NaN, comparisons are logical
    out = run("a = 1/0\nb = -1/0\nc = 0/0\nd = 2 > 1\ne = 2 \\ 4\nf = 2^10\n")
    assert out == "a = Inf\nb = -Inf\nc = NaN\nd = 1\ne = 2\nf = 1024\n"
    ws = run.session.workspace
    assert ws["a"] == math.inf and math.isnan(ws["c"])
    assert ws["d"] is True


def test_class_of_fast_path_results(run):
    out = run("x = 3 * 4; disp(class(x))\ny = 3 < 4; disp(class(y))\nz = ~0; disp(class(z))\n")
    assert out == "double\nlogical\nlogical\n"


def test_negative_zero_and_power_overflow(run):
    out = run("x = 10^400\ny = (-8)^(1/3);\ndisp(class(y))\n")
    assert out.startswith("x = Inf\n")


def test_ans_set_by_expression_statements(run):
    out = run("3 + 4;\nans\nx = 5;\nx\nans\n")
    assert out == "ans = 7\nx = 5\nans = 7\n"


def test_call_statement_without_output_does_not_set_ans(run):
    out = run("disp(1)\nexist('ans')\n")
    assert out == "1\nans = 0\n"


def test_command_syntax(run):
    out = run("disp hello\nformat long\nx = 1/3\nformat short\ny = 1/3\n")
    assert out == "hello\nx = 0.333333333333333\ny = 0.3333\n" or out.startswith("hello\nx = 0.3333333333")


def test_command_syntax_on_a_variable_is_an_expression(run):
    assert run("a = 3;\na -1\n") == "ans = 2\n"


def test_short_circuit_operators(run):
    out = run("a = 0 && error('never');\nb = 1 || error('never');\ndisp([a b])\n")
    assert out == "  0  1\n"  # logical row, as Octave prints it


def test_short_circuit_needs_scalars(run):
    with pytest.raises(MException) as e:
        run("x = [1 2] && 1;")
    assert "logical scalar" in e.value.message


def test_if_condition_on_arrays(run):
    out = run("if [1 1 1], disp('all'), end\nif [1 0], disp('no'), else, disp('some zero'), end\n"
              "if [], disp('x'), else, disp('empty false'), end\n")
    assert out == "all\nsome zero\nempty false\n"


def test_nan_condition_errors(run):
    with pytest.raises(MException) as e:
        run("if NaN, end")
    assert e.value.identifier == "MATLAB:nologicalnan"


def test_undefined_variable(run):
    with pytest.raises(MException) as e:
        run("y = x + 1;")
    assert e.value.identifier == "MATLAB:UndefinedFunction"
    assert "'x'" in e.value.message


def test_copy_on_write(run):
    out = run("a = [1 2 3];\nb = a;\nb(1) = 100;\ndisp(a)\ndisp(b)\n")
    assert out == "   1   2   3\n   100     2     3\n"


def test_copy_on_write_through_cells_and_functions(run):
    out = run("a = [1 2];\nc = {a};\na(2) = 5;\ndisp(c{1})\nd = touch(a);\ndisp(a)\n"
              "function r = touch(v)\n  v(1) = -1;\n  r = v;\nend\n")
    assert out == "   1   2\n   1   5\n"


def test_in_place_assignment_keeps_growing(run):
    out = run("x = [];\nfor k = 1:5\n  x(end+1) = k * k;\nend\ndisp(x)\n")
    assert out == "    1    4    9   16   25\n"


def test_string_and_char_literals(run):
    out = run("a = 'it''s'\nb = \"dq\";\ndisp(class(b))\n")
    assert out == "a = it's\nstring\n"


def test_complex_literal(run):
    run("z = 3 + 2i;")
    assert run.session.workspace["z"] == complex(3, 2)
