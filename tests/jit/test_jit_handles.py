"""Anonymous functions and handles at compiled speed (runmat_vm/jit/handles.py): an anonymous body's
leaf, and compiled call sites ``f(x)`` that keep the handle they saw with its bound leaf.  Expected
outputs are octave-cli 7.3's; every case also gives the interpreter's exact results compiled."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import MException
from runmat_vm import Session, jit
from tests.jit.conftest import run_mode

# name -> (MATLAB code, octave-cli 7.3's output)
CASES = {
    'loop_lambda_handle_changes': ('f = @(x) x * 2; s = 0; for k = 1:300, if k == 150, f = @(x) x * 3; end, s = s + f(k); end, s',
        's = 124275\n'),
    'loop_lambda_captured_value_fixed': ('c = 1; f = @(x) x + c; s = 0; for k = 1:300, c = 2; s = s + f(k); end, s',
        's = 45450\n'),
    'loop_lambda_logical_result': ('f = @(x) x > 150; n = 0; for k = 1:300, n = n + f(k); end, n, class(f(3))',
        'n = 150\nans = logical\n'),
    'loop_handle_becomes_array': ('f = @(x) x + 1; s = 0; for k = 1:300, if k == 200, f = 1:300; end, s = s + f(k); end, s',
        's = 45349\n'),
    'loop_lambda_two_args_kernels': ('b = 3; g = @(p, q) mod(p, b) * q + floor(p / 7); s = 0; for k = 1:300, s = s + g(k, 2); end, s',
        's = 6921\n'),
    'loop_named_handle': ('h = @ramp; t = 0; for k = 1:300, t = t + h(k); end, t\nfunction y = ramp(x)\n  y = min(x / 100, 1) * 2 - 1;\nend',
        't = 201\n'),
    'loop_named_handle_switches': ('h = @up; t = 0; for k = 1:300, if k == 100, h = @down; end, t = t + h(k); end, t\nfunction y = up(x)\n  y = x + 1;\nend\nfunction y = down(x)\n  y = x - 1;\nend',
        't = 45048\n'),
    'loop_lambda_non_leaf_body': ("f = @(x) sprintf('%d', x); n = 0; for k = 1:300, n = n + numel(f(k)); end, n",
        'n = 792\n'),
    'loop_lambda_complex_result': ('f = @(x) sqrt(x - 150); s = 0; for k = 1:300, s = s + f(k); end, s',
        's =  1230.7 + 1218.4i\n'),    # the interpreter's bind of lambda arguments (code.fast_nargs) and its general forms
    'lambda_tilde_param': ('f = @(a, ~, c) a + c; s = 0; for k = 1:300, s = s + f(k, 2, 3); end, s',
        's = 46050\n'),
    'lambda_fewer_args': ('f = @(x, y) x * 2; s = 0; for k = 1:300, s = s + f(k); end, s',
        's = 90300\n'),
    'lambda_varargin': ('f = @(varargin) numel(varargin); s = 0; for k = 1:300, s = s + f(k, k); end, s',
        's = 600\n'),
    'lambda_nested_handle': ('g = @(x) x + 1; f = @(x) g(x) * 2; s = 0; for k = 1:300, s = s + f(k); end, s',
        's = 90900\n'),
    'lambda_made_in_loop': ('s = 0; for k = 1:300, f = @(x) x + k; s = s + f(1); end, s',
        's = 45450\n'),
    'lambda_int_body': ('f = @(x) int8(x) + 1; s = int8(0); for k = 1:100, s = f(k); end, s, class(s)',
        's = 101\nans = int8\n'),
    'lambda_display_ans': ('f = @(x) x * 2; for k = 1:2, f(k), end',
        'ans = 2\nans = 4\n'),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_octave_and_the_interpreter(both, name):
    code, expected = CASES[name]
    out, _, err = both(code)
    assert err == "" and out == expected
    assert run_mode(code, "on")[0] == expected


def test_error_inside_a_lambda_called_from_a_compiled_loop(both):
    # the leaf gives up (no leaf: the body reads an undefined name), the general call raises
    _, _, err = both("f = @(x) x + nothere; s = 0; for k = 1:300, s = s + f(k); end")
    assert err.startswith("MATLAB:UndefinedFunction")
    _, _, err = both("f = @(x) x * 2; s = 0; for k = 1:300, if k == 250, f = @(x) [x x] + ones(3); end, s = s + f(k); end")
    assert err.startswith("MATLAB:sizeDimensionsMustMatch") or err.split(" | ")[0].startswith("MATLAB:")


def test_lambda_leaf_is_built_for_arithmetic_bodies():
    from runmat_vm.jit import handles
    from runmat_vm.jit.tier import kernel_finder

    s = Session()
    s.run("a = 2; f = @(x) a * x^2 + mod(x, 3); g = @(x) sprintf('%d', x); h = @(x, ~) x;")
    ws = s.workspace
    f = ws["f"]
    leaf = handles.lambda_leaf(f.target, (float, float), kernel_finder(s))
    assert leaf is not None and "K" in leaf.source   # mod inlined through its kernel
    assert leaf(s._resolve_cache.get, 2.0, 4.0) == 2.0 * 16 + 1
    assert handles.lambda_leaf(ws["g"].target, (float,), kernel_finder(s)) is None   # sprintf: no leaf
    assert handles.lambda_leaf(ws["h"].target, (float, float), kernel_finder(s)) is None   # a ~ parameter


def test_leaf_gives_up_when_a_name_is_shadowed_later(tmp_path):
    # mod resolves to a path function after the loop compiled: the leaf's guard fails, the general
    # call runs the new function
    (tmp_path / "mod.m").write_text("function r = mod(a, b)\n  r = -1;\nend\n")
    out = io.StringIO()
    with jit.use("on"):
        s = Session(stdout=out, stderr=io.StringIO())
        s.run("f = @(x) mod(x, 3); s = 0; for k = 1:300, s = s + f(k); end, disp(s)")
        s.run(f"addpath('{tmp_path}'); t = 0; for k = 1:300, t = t + f(k); end, disp(t)")
    assert out.getvalue() == "300\n-300\n"


def test_compiled_site_keeps_the_handle_and_its_leaf():
    from runmat_vm.disasm import compiled_file
    from runmat_vm.jit import types as T
    from runmat_vm.jit.tier import compile_code

    session, codes = compiled_file("f = @(x) x;\ns = 0;\nfor k = 1:10\n  s = s + f(k);\nend\n")
    code = codes[0]
    f, s_, k = (code.varmap[n] for n in ("f", "s", "k"))
    # entered with f a handle (the class of the entry signature): the call f(k) tests the handle
    # against the one the site kept, then runs that one's leaf
    from runmat_vm.code import FOR_RANGE_INIT

    loop = next(pc for pc, ins in enumerate(code.instrs) if ins[0] == FOR_RANGE_INIT)
    src = compile_code(code, loop, {f: T.O, s_: T.F, k: T.U}, session).source
    assert "HC" in src and "hc_miss(" in src
    # f possibly an array: the inline element read stays
    src = compile_code(code, loop, {f: T.ALL, s_: T.F, k: T.U}, session).source
    assert "HC" not in src and "array_info(" in src


def test_too_many_arguments_to_a_lambda(both):
    _, _, err = both("f = @(x) x; s = 0; for k = 1:300, s = s + f(k, 1); end")
    assert err.startswith("MATLAB:TooManyInputs")
