"""arrayfun/cellfun through the VM's fast paths (runmat_vm/mapping.py): the whole-array evaluation of
elementwise anonymous bodies, builtin handles through their kernels, bodies forwarding to a builtin,
compiled leaves per element.  Expected outputs are octave-cli 7.3's; where MATLAB's documented
behaviour differs from Octave's (error wording, mixed output classes) the test says so."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_vm import Session, jit

# name -> (MATLAB code, octave-cli 7.3's output)
CASES = {
    'arrayfun_whole_double': ("w = arrayfun(@(x) mod(x, 7) + abs(sin(x)), [1 2 3; 4 5 6]); disp(size(w)); fprintf('%.10f\\n', w)",
        '   2   3\n1.8414709848\n4.7568024953\n2.9092974268\n5.9589242747\n3.1411200081\n6.2794154982\n'),
    'arrayfun_whole_logical': ('b = arrayfun(@(x) x > 2, 1:5), class(b)',
        'b =\n\n  0  0  1  1  1\n\nans = logical\n'),
    'arrayfun_whole_char_input': ("d = arrayfun(@(c) c + 1, 'abc'), class(d)",
        'd =\n\n    98    99   100\n\nans = double\n'),
    'arrayfun_whole_int8_saturates': ('y = arrayfun(@(x) x * 100, int8([1 2 -3])); disp(double(y)), class(y)',
        '   100   127  -128\nans = int8\n'),
    'arrayfun_whole_single': ('y = arrayfun(@(x) x / 3, single([1 2])), class(y)',
        'y =\n\n   0.3333   0.6667\n\nans = single\n'),
    'arrayfun_whole_captured_scalar': ('k = 2.5; y = arrayfun(@(x) k * x^2 - x / k, 1:4)',
        'y =\n\n    2.1000    9.2000   21.3000   38.4000\n\n'),
    'arrayfun_whole_two_inputs': ('y = arrayfun(@(a, b) a * b + mod(a, b), [1 2 3], [3 2 1])',
        'y =\n\n   4   4   3\n\n'),
    'arrayfun_whole_complex': ('z = arrayfun(@(x) sqrt(x), [-4 4 9])',
        'z =\n\n   0 + 2i   2 + 0i   3 + 0i\n\n'),
    'arrayfun_whole_cells_out': ("c = arrayfun(@(x) x * 2, [1 2 3], 'UniformOutput', false), class(c{1})",
        'c =\n{\n  [1,1] = 2\n  [1,2] = 4\n  [1,3] = 6\n}\n\nans = double\n'),
    'arrayfun_whole_cells_out_logical': ("c = arrayfun(@(x) x > 1, [1 2], 'UniformOutput', false), class(c{2})",
        'c =\n{\n  [1,1] = 0\n  [1,2] = 1\n}\n\nans = logical\n'),
    'arrayfun_captured_vector_cells': ("v = [1 2]; c = arrayfun(@(x) x + v, 1:2, 'UniformOutput', false); disp(c{2})",
        '   3   4\n'),
    'arrayfun_constant_body': ('y = arrayfun(@(x) 5, 1:3)',
        'y =\n\n   5   5   5\n\n'),
    'arrayfun_random_body': ('y = arrayfun(@(x) x + rand(), zeros(1, 6)); disp(numel(unique(y)))',
        '6\n'),
    'arrayfun_empty': ('y = arrayfun(@(x) x > 1, zeros(1, 0)); disp(size(y)); disp(class(y))',
        '   1   0\ndouble\n'),
    'arrayfun_error_handler': ("c = int16(1); y = arrayfun(@(x) int8(x) + c, 1:3, 'ErrorHandler', @(e, x) -x)",
        'y =\n\n  -1  -2  -3\n\n'),
    'arrayfun_nargout2': ('[a, b] = arrayfun(@(x) deal(x, 2 * x), 1:3)',
        'a =\n\n   1   2   3\n\nb =\n\n   2   4   6\n\n'),
    'arrayfun_leaf_max': ('y = arrayfun(@(x) max(x, 3) + numel(x), 1:5)',
        'y =\n\n   4   4   4   5   6\n\n'),
    'arrayfun_named_function': ('y = arrayfun(@ramp, [50 150 250]), z = arrayfun(@ramp, [true false])\nfunction y = ramp(x)\n  y = min(x / 100, 1) * 2 - 1;\nend',
        'y =\n\n   0   1   1\n\nz =\n\n  -0.9800  -1.0000\n\n'),
    'arrayfun_shadowed_builtin': ('y = arrayfun(@(x) mod(x, 3), 1:4)\nfunction r = mod(a, b)\n  r = a * 10 + b;\nend',
        'y =\n\n   13   23   33   43\n\n'),
    'arrayfun_struct_input': ("s = struct('a', {1, 2, 3}); y = arrayfun(@(e) e.a * 2, s)",
        'y =\n\n   2   4   6\n\n'),
    'cellfun_whole_scalars': ('y = cellfun(@(x) x * 2 + 1, {1, 2; 3, 4})',
        'y =\n\n   3   5\n   7   9\n\n'),
    'cellfun_whole_logical_cells': ('y = cellfun(@(x) ~x, {true, false, true})',
        'y =\n\n  0  1  0\n\n'),
    'cellfun_mixed_scalars': ("y = cellfun(@(x) x * 2, {1, true, int8(3)}, 'UniformOutput', false); disp(class(y{2})); disp(class(y{3}))",
        'double\nint8\n'),
    'cellfun_whole_cells_out': ("c = cellfun(@(x) x - 1, {1, 2}, 'UniformOutput', false)",
        'c =\n{\n  [1,1] = 0\n  [1,2] = 1\n}\n\n'),
    'cellfun_numel_isempty_length': ("c = {'ab', [], 1:5, {1, 2}, struct('a', {1, 2}), true}; n = cellfun(@numel, c), e = cellfun(@isempty, c), l = cellfun(@length, c), class(e)",
        'n =\n\n   2   0   5   2   2   1\n\ne =\n\n  0  1  0  0  0  0\n\nl =\n\n   2   0   5   2   2   1\n\nans = logical\n'),
    'cellfun_forwarding_upper': ("u = cellfun(@(s) upper(s), {'ab', 'Cd', ''}, 'UniformOutput', false)",
        'u =\n{\n  [1,1] = AB\n  [1,2] = CD\n  [1,3] = \n}\n\n'),
    'cellfun_forwarding_nargout2': ("[r, c] = cellfun(@(x) size(x), {ones(2, 3), 'abcd'})",
        'r =\n\n   2   1\n\nc =\n\n   3   4\n\n'),
    'cellfun_builtin_nargout2': ('[m, i] = cellfun(@max, {[1 3 2], [5 4]})',
        'm =\n\n   3   5\n\ni =\n\n   2   1\n\n'),    # cellfun over cells of arrays, UniformOutput false: one row, computed once, cut back
    'cellfun_whole_vectors_cells_out': ("c = cellfun(@(v) v.^2 / 2, {[1 2 3], [4; 5], 7, zeros(0, 3)}, 'UniformOutput', false); disp(c), class(c{3})",
        '{\n  [1,1] =\n\n     0.5000   2.0000   4.5000\n\n  [1,2] =\n\n      8.0000\n     12.5000\n\n  [1,3] = 24.500\n  [1,4] = [](0x3)\n}\nans = double\n'),
    'cellfun_vectors_mixed_classes': ("c = cellfun(@(v) v * 2, {[1 2], true, int8([3 4])}, 'UniformOutput', false); disp(c), class(c{2}), class(c{3})",
        '{\n  [1,1] =\n\n     2   4\n\n  [1,2] = 2\n  [1,3] =\n\n    6  8\n\n}\nans = double\nans = int8\n'),
    'cellfun_whole_char_cells': ("d = cellfun(@(s) s + 1, {'ab', 'c', ''}, 'UniformOutput', false)",
        'd =\n{\n  [1,1] =\n\n     98   99\n\n  [1,2] = 100\n  [1,3] = [](0x0)\n}\n\n'),
    'cellfun_whole_two_inputs_cells': ("e = cellfun(@(a, b) a .* b - mod(b, 3), {[1 2], 3}, {[3 4], 5}, 'UniformOutput', false)",
        'e =\n{\n  [1,1] =\n\n     3   7\n\n  [1,2] = 13\n}\n\n'),
    'cellfun_cells_sizes_differ': ("e = cellfun(@(a, b) a + b, {[1 2], 3}, {3, [1 2]}, 'UniformOutput', false)",
        'e =\n{\n  [1,1] =\n\n     4   5\n\n  [1,2] =\n\n     4   5\n\n}\n\n'),
    'cellfun_cells_complex': ("z = cellfun(@(x) sqrt(x), {[-1 4], 9}, 'UniformOutput', false), isreal(z{2})",
        'z =\n{\n  [1,1] =\n\n     0 + 1i   2 + 0i\n\n  [1,2] = 3\n}\n\nans = 1\n'),
    'cellfun_cells_single': ("y = cellfun(@(x) x * 2, {single([1 2]), single(3)}, 'UniformOutput', false); class(y{2}), disp(y{1})",
        'ans = single\n   2   4\n'),
}
MODES = ("off", "on", "force")


def run(code: str, mode: str = "on") -> tuple[str, Session]:
    out = io.StringIO()
    with jit.use(mode):
        s = Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO())
        s.run(code)
    return out.getvalue(), s


def error_of(code: str, mode: str = "on") -> MException:
    with pytest.raises(MException) as info:
        run(code, mode)
    return info.value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_octave(name, mode):
    code, expected = CASES[name]
    assert run(code, mode)[0] == expected


def calls_of(code: str, builtin: str, mode: str = "on") -> int:
    from runmat_accel import telemetry

    telemetry.reset()
    run(code, mode)
    b = telemetry.snapshot().builtins.get(builtin)
    return 0 if b is None else b.calls


def test_elementwise_body_runs_once_on_the_whole_array():
    # mod is called once (on the whole vector), not 1000 times; the values are the per-element ones
    assert calls_of("w = arrayfun(@(x) mod(x, 7) + 1, 1:1000);", "mod") == 1
    out, s = run("w = arrayfun(@(x) mod(x, 7) + 1, 1:1000);")
    np.testing.assert_array_equal(s.workspace["w"], (np.arange(1, 1001) % 7 + 1).reshape(1, -1))
    assert calls_of("w = cellfun(@(x) mod(x, 7), num2cell(1:50));", "mod") == 1


def test_non_elementwise_body_runs_per_element():
    # max with two arguments has a template but is a reduction builtin: not whole-array
    assert calls_of("w = arrayfun(@(x) max(x, 3), 1:40);", "max", "off") == 40
    assert calls_of("w = arrayfun(@(x) max(x, 3), 1:40);", "max", "on") == 40   # kernel answers count
    # a shadowing local function: the body calls it for every element
    out, _ = run("y = arrayfun(@(x) mod(x, 3), 1:4);\ndisp(y)\nfunction r = mod(a, b)\n  r = a * 10 + b;\nend")
    assert out == "   13   23   33   43\n"


def test_builtin_handle_kernel_counts_every_call():
    assert calls_of("n = cellfun(@numel, num2cell(1:30));", "numel") == 30
    assert calls_of("n = cellfun(@isempty, {[], 1, 'a', {}, struct()});", "isempty") == 5


def test_errors_inside_the_body_are_the_per_element_ones():
    # int8 + int16 fails on every element: the whole-array attempt gives up, the per-element
    # path raises the first element's error (MATLAB's identifier; Octave words it differently)
    code = "c = int16(1); y = arrayfun(@(x) int8(x) + c, 1:3);"
    errs = {mode: error_of(code, mode) for mode in MODES}
    assert {e.identifier for e in errs.values()} == {"MATLAB:mixedClasses"}
    assert len({e.message for e in errs.values()}) == 1


def test_forwarding_body_error_has_the_body_on_its_stack():
    code = "u = cellfun(@(s) upper(s), {'a', 1});"
    fast = error_of(code, "on")
    assert fast.identifier == "MATLAB:upper:InvalidInput"
    names = [f.name for f in fast.stack]
    assert names[0] == "@(s)"
    # the same stack as a body that is not a plain forward (the general call)
    general = error_of("u = cellfun(@(s) upper(s(:)'), {'a', 1});", "on")
    assert general.identifier == fast.identifier and [f.name for f in general.stack] == names


def test_uniform_output_errors_keep_matlab_identifiers():
    # MATLAB's wording (Octave: "all values must be scalars when UniformOutput = true")
    e = error_of("v = [1 2]; y = arrayfun(@(x) x + v, 1:3);")
    assert e.identifier == "MATLAB:arrayfun:NotAScalarOutput"
    assert e.message.startswith("Non-scalar in Uniform output, at index 1, output 1.")
    e = error_of("y = cellfun(@(x) [x x], {1, 2});")
    assert e.identifier == "MATLAB:cellfun:NotAScalarOutput"
    # MATLAB refuses outputs of two classes (Octave concatenates them)
    e = error_of("y = cellfun(@(x) x, {1, true});")
    assert e.identifier == "MATLAB:cellfun:MismatchInOutputTypes"
    assert "at index 2, output 1 (logical versus double)" in e.message
    e = error_of("y = cellfun(@numel, {1, 'ab', {}}, 'UniformOutput', 'no');")
    assert e.identifier == "MATLAB:cellfun:UniformOutputLogicalScalar"


def test_numel_of_a_string_scalar_is_one():
    # MATLAB: a string scalar is one element (Octave 7 has no string class: "abc" is char there)
    out, s = run('n = cellfun(@numel, {"abc", \'de\'});')
    np.testing.assert_array_equal(s.workspace["n"], [[1, 2]])


def test_a_warning_in_the_whole_array_pass_means_the_per_element_path(monkeypatch):
    from runmat_vm import mapping

    real = mapping.call_builtin
    seen = []

    def warning_plus(name, *args, **kw):
        if name == "plus":
            seen.append(name)
            kw["ctx"].warn("test:w", "from plus")
        return real(name, *args, **kw)

    monkeypatch.setattr(mapping, "call_builtin", warning_plus)
    err = io.StringIO()
    s = Session(stdout=io.StringIO(), stderr=err)
    s.run("y = arrayfun(@(x) x + 1, [1 2 3]);")
    assert seen == ["plus"]   # tried once, gave up before printing
    assert err.getvalue() == ""   # the per-element path calls plus through the interpreter
    np.testing.assert_array_equal(s.workspace["y"], [[2, 3, 4]])
    assert not hasattr(s.ctx, "__dict__") or "warn" not in vars(s.ctx)


def test_forwarded_builtin_recognises_only_plain_forwards():
    from runmat_vm.mapping import forwarded_builtin

    s = Session()
    s.run("a = @(s) upper(s); b = @(s) upper(s'); c = @(x, y) max(y, x); d = @(x, y) max(x, y); k = 1; e = @(x) max(x, k);")
    ws = s.workspace
    assert forwarded_builtin(ws["a"].target, 1) == "upper"
    assert forwarded_builtin(ws["b"].target, 1) is None
    assert forwarded_builtin(ws["c"].target, 2) is None
    assert forwarded_builtin(ws["d"].target, 2) == "max"
    assert forwarded_builtin(ws["d"].target, 1) is None   # called with fewer arguments
    assert forwarded_builtin(ws["e"].target, 1) is None   # a captured value


def test_double_kernels_take_double_elements_only():
    # sin's kernel is for doubles: an int8 element goes to the builtin (MATLAB: sin is undefined
    # for integers), a single one keeps its class
    e = error_of("a = arrayfun(@sin, int8([1 2]));")
    assert e.identifier == "MATLAB:UndefinedFunction"
    out, s = run("b = cellfun(@sin, {single(1), 2}, 'UniformOutput', false); c = class(b{1});")
    assert s.workspace["c"] == "single"
    out, s = run("d = arrayfun(@sqrt, [4 -1]);")
    np.testing.assert_array_equal(s.workspace["d"], [[2, 1j]])


def test_cells_of_arrays_computed_in_one_pass():
    code = "c = cellfun(@(v) mod(v, 4) * 2, num2cell(reshape(1:60, 3, []), 1), 'UniformOutput', false);"
    assert calls_of(code, "mod") == 1
    out, s = run(code + " d = c{end};")
    np.testing.assert_array_equal(s.workspace["d"], [[4], [6], [0]])   # mod(58:60, 4) * 2
    # elements of two classes: element by element
    assert calls_of("c = cellfun(@(v) mod(v, 4), {[1 2], int8(3)}, 'UniformOutput', false);", "mod") == 2


@pytest.mark.parametrize("mode", MODES)
def test_named_function_without_outputs(mode):
    # a file's function with no output (`function f(x)`, a pure body) has no leaf (its leaf
    # returned the undefined Python name v-1: NameError 'v'); octave-cli 7.3: arrayfun/cellfun
    # with nargout 0 run it for each element, asking for its output is "called with too many
    # outputs" (MATLAB: MATLAB:TooManyOutputs, "Too many output arguments.")
    fn = "\nfunction f(x)\n  y = x + 1;\nend"
    out, _ = run("arrayfun(@f, [1 2 3]);\ncellfun(@f, {10 20});\narrayfun(@f, [4 5])\ndisp('done')" + fn, mode)
    assert out == "done\n"
    e = error_of("r = arrayfun(@f, [1 2 3]);" + fn, mode)
    assert e.identifier == "MATLAB:TooManyOutputs"
