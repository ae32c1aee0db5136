"""runmat_vm/arguments.py: arguments blocks rewritten into the function's first statements,
run in both tiers. Expected behaviour from MathWorks' Function Argument Validation pages."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_vm import arguments, jit
from runmat_vm.frontend import parse

TIERS = ["interp", "compiled"]


def _run(run, code: str, tier: str) -> str:
    if tier == "compiled":
        with jit.use("force"):
            return run(code)
    return run(code)


def _error(run, code: str, tier: str) -> MException:
    with pytest.raises(MException) as ei:
        _run(run, code, tier)
    return ei.value


@pytest.mark.parametrize("tier", TIERS)
def test_conversion_size_and_defaults(run, tier):
    code = ("a = f(int8([1; 2])); fprintf('%s %d %d\\n', class(a), size(a, 1), size(a, 2));\n"
            "fprintf('%g\\n', g(4)); fprintf('%g\\n', g(4, 1));\n"
            "function x = f(x)\n arguments\n  x (1,:) double\n end\nend\n"
            "function r = g(a, b)\n arguments\n  a (1,1) double\n  b (1,1) double = a * 10\n end\n r = a + b;\nend\n")
    assert _run(run, code, tier) == "double 1 2\n44\n5\n"


@pytest.mark.parametrize("tier", TIERS)
def test_validator_error_keeps_identifier_and_prefixes_position(run, tier):
    code = "h(1, 0);\nfunction h(a, b)\n arguments\n  a\n  b {mustBeNonzero}\n end\nend\n"
    err = _error(run, code, tier)
    assert err.identifier == "MATLAB:validators:mustBeNonzero"
    assert err.message == "Invalid argument at position 2. Value must not be zero."


@pytest.mark.parametrize("tier", TIERS)
def test_size_messages(run, tier):
    base = "function k(x)\n arguments\n  x {dims}\n end\nend\n"
    for dims, value, message in [("(1,1)", "[1 2]", "Value must be a scalar."),
                                 ("(1,3)", "[1 2]", "Value must be of size 1x3."),
                                 ("(:,1)", "ones(2)", "Value must be a column vector."),
                                 ("(1,:)", "ones(2)", "Value must be a row vector.")]:
        err = _error(run, f"k({value});\n" + base.replace("{dims}", dims), tier)
        assert err.identifier == "MATLAB:validation:IncompatibleSize"
        assert err.message == "Invalid argument at position 1. " + message


@pytest.mark.parametrize("tier", TIERS)
def test_name_values_partial_case_insensitive_and_nargin(run, tier):
    code = ("s = nv(1, 'alp', 2, BETA=3);\nfprintf('%g %g %g\\n', s.Alpha, s.Beta, s.Gamma);\n"
            "function o = nv(x, o)\n arguments\n  x\n  o.Alpha = 0\n  o.Beta = 0\n  o.Gamma = 9\n end\n"
            " fprintf('nargin %d\\n', nargin);\nend\n")
    assert _run(run, code, tier) == "nargin 1\n2 3 9\n"


@pytest.mark.parametrize("tier", TIERS)
def test_name_value_errors(run, tier):
    fn = "\nfunction nv2(o)\n arguments\n  o.Alpha = 0\n  o.Alps = 0\n end\nend\n"
    assert _error(run, "nv2('Zeta', 1);" + fn, tier).message == "Invalid name-value argument 'Zeta'."
    assert "matches more than one" in _error(run, "nv2('Al', 1);" + fn, tier).message
    assert _error(run, "nv2('Alpha');" + fn, tier).message.startswith("Invalid name-value argument 'Alpha'.")


@pytest.mark.parametrize("tier", TIERS)
def test_optional_positional_yields_to_a_name(run, tier):
    code = ("op(1, 'Mode', 'fast');\nop(1, 2);\n"
            "function op(a, b, o)\n arguments\n  a\n  b = 5\n  o.Mode = 'slow'\n end\n"
            " fprintf('%g %g %s\\n', a, b, o.Mode);\nend\n")
    assert _run(run, code, tier) == "1 5 fast\n1 2 slow\n"


@pytest.mark.parametrize("tier", TIERS)
def test_repeating_groups_and_incomplete_group(run, tier):
    code = ("[a, b] = rp(1, 'x', 2, 'y');\nfprintf('%d %s\\n', numel(a), b{2});\n"
            "function [x, y] = rp(x, y)\n arguments (Repeating)\n  x double\n  y char\n end\nend\n")
    assert _run(run, code, tier) == "2 y\n"
    err = _error(run, "rp(1, 'x', 2);\n" + code.split("\n", 2)[2], tier)
    assert err.identifier == "MATLAB:minrhs"


@pytest.mark.parametrize("tier", TIERS)
def test_hidden_names_are_not_variables(run, tier):
    code = "w(1, B=2);\nfunction w(a, o)\n arguments\n  a (1,1) double\n  o.B = 1\n end\n c = who(); fprintf('%s ', c{:}); fprintf('\\n')\nend\n"
    assert _run(run, code, tier) == "a o \n"


def test_expand_rewrites_signature_and_keeps_plain_functions():
    prog = parse("function r = f(a, opts)\narguments\n a double\n opts.N = 1\nend\nr = a;\nend\n")
    fn = prog.functions[0]
    out = arguments.expand(fn)
    assert out.params == ("a", arguments.REST) and out.arguments == ()
    assert len(out.body) > len(fn.body)
    plain = parse("function r = g(a)\nr = a;\nend\n").functions[0]
    assert arguments.expand(plain) is plain


@pytest.mark.parametrize("tier", TIERS)
def test_unknown_classes_are_not_checked(run, tier):
    # toolbox and graphics classes RunMat does not define: any name for .?Cls, any value for a class
    code = ("s = fw(1, 2, LineWidth=2, color='r');\nfprintf('%d %s\\n', s.n, strjoin(s.f, ','));\n"
            "function s = fw(a, options)\n arguments (Repeating)\n  a;\n end\n arguments\n"
            "  options.?matlab.graphics.primitive.Line;\n end\n s.n = numel(a); s.f = fieldnames(options)';\nend\n"
            "function g(h)\n arguments\n  h (1,1) matlab.ui.Figure\n end\nend\n")
    assert _run(run, code, tier) == "2 LineWidth,color\n"
    fig = "g([1 2 3]); disp('ok')\nfunction g(h)\n arguments\n  h (1,1) matlab.ui.Figure\n end\nend\n"
    assert _run(run, fig, tier) == "ok\n"


@pytest.mark.parametrize("tier", TIERS)
def test_output_validation_at_return_and_repeating_outputs(run, tier):
    code = ("[a, b, c] = trip(); fprintf('%g %g %g\\n', a, b, c);\nfprintf('%g\\n', neg(-1));\n"
            "function out = trip()\n arguments (Output, Repeating)\n  out (1,1) double\n end\n"
            " out = num2cell(int8(1:nargout));\nend\n"
            "function r = neg(x)\n arguments (Output)\n  r {mustBeNegative}\n end\n r = x;\n"
            " if x < 0\n  return\n end\n r = 1;\nend\n")
    assert _run(run, code, tier) == "1 2 3\n-1\n"
    err = _error(run, "neg(2);\n" + code.split("\n", 2)[2], tier)
    assert err.identifier == "MATLAB:validators:mustBeNegative"
    assert err.message == "Invalid output argument at position 1. Value must be negative."
    run("[a, b] = trip(); fprintf('%s\\n', class(a));\n" + code.split("\n", 2)[2])
    assert run.out.getvalue() == "double\n"


def test_nargin_of_a_function_with_arguments(run):
    code = ("fprintf('%d %d\\n', nargin(@f), nargin(@g));\nfunction f(a, b, o)\n arguments\n  a\n  b = 1\n"
            "  o.N = 2\n end\nend\nfunction g(x)\n arguments (Repeating)\n  x\n end\nend\n")
    assert run(code) == "2 0\n"
