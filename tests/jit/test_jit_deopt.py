"""Deoptimisation: compiled code whose guard fails (a shadowed name, a declining kernel, a value of
another class) hands the frame to the interpreter mid-way, loops included, with identical results,
workspace, errors and telemetry; a version that keeps deoptimising is rebuilt without the guards."""

from __future__ import annotations

import io

import pytest

from runmat_accel import telemetry
from runmat_vm import Session, jit
from runmat_vm.jit import tier

CASES = {
    # a variable that was a double scalar becomes an array mid-loop: the inlined mod's class test fails
    "scalar_turns_array": "s = 0; x = 1; for k = 1:300, if k == 150, x = [1 2 3]; end, s = s + sum(mod(x + k, 7));"
                          " end, s, k, x",
    # sqrt declines for a negative argument (complex answer): the interpreter takes that call
    "kernel_declines_mid_loop": "s = 0; for k = 1:300, z = sqrt(150 - k); s = s + abs(z); end, s, z",
    # nested loops: both loops' states are handed over (the values after the switch are the interpreter's)
    "nested_loops_handed_over": "A = zeros(20, 30); for i = 1:20, for j = 1:30, v = i * j; if i == 7 && j == 11,"
                                " v = int16(v); end, A(i, j) = floor(v / 3) + mod(v, 4); end, end, disp(sum(A(:)))",
    # a while loop's condition on numel of an array that stops being a double matrix
    "while_numel_class_change": "v = zeros(1, 400); i = 1; s = 0; while i <= numel(v), if i == 250, v = single(v);"
                                " end, s = s + v(i) + i; i = i + 1; end, s, class(s)",
    # an element read of an array that turns logical: the fast read leaves, the interpreter reads it
    "read_of_logical_array": "a = zeros(1, 300); t = 0; for k = 1:300, if k == 100, a = a > -1; end,"
                             " t = t + a(k) * k; end, t",
    # non-integer range: the loop variable the interpreter continues with is start + k*step
    "fractional_range_state": "s = 0; for x = 0:0.25:80, if x > 40, s = s + int8(1); end, s = s + floor(x); end, s, x",
    # an error in the interpreter after the deoptimisation keeps its line and the workspace
    "error_after_deopt": "s = 0; for k = 1:300\n  if k == 200\n    s = 'a';\n  end\n  s = s + mod(k, 5);\n"
                         "  if k == 250\n    q = undefined_thing(k);\n  end\nend",
    # a small function (inlined leaf) whose builtin declines for some arguments
    "leaf_declines": "t = 0; for k = -150:150, t = t + root(k); end, t\nfunction y = root(x)\n"
                     "  y = real(sqrt(x)) + floor(x / 7);\nend",
    "leaf_pure_declines": "t = 0; for k = -150:150, t = t + lg(k); end, t\nfunction y = lg(x)\n"
                          "  y = log(abs(x) + 1) + sqrt(x + 100);\nend",
    # an unassigned output of an inlined function: the interpreter reports it
    "leaf_unassigned_output": "t = 0; for k = 1:300, t = t + half(k); end\nfunction y = half(x)\n"
                              "  if mod(x, 100) ~= 0\n    y = floor(x / 2);\n  end\nend",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_interpreter(both, name):
    both(CASES[name])


def _run(mode: str, code: str) -> tuple[str, dict]:
    with jit.use(mode):
        telemetry.reset()
        out = io.StringIO()
        Session(stdout=out, stderr=io.StringIO()).run(code)
        snap = telemetry.snapshot()
    return out.getvalue(), {k: v.calls for k, v in snap.builtins.items()}


@pytest.mark.parametrize("mode", ["on", "force"])
@pytest.mark.parametrize("name", ["scalar_turns_array", "kernel_declines_mid_loop", "nested_loops_handed_over",
                                  "leaf_declines", "leaf_pure_declines"])
def test_telemetry_exact_across_deoptimisation(mode, name):
    ref = _run("off", CASES[name])
    got = _run(mode, CASES[name])
    assert got == ref


def test_shadowing_path_function_inside_an_inlined_leaf(tmp_path):
    (tmp_path / "floor.m").write_text("function y = floor(x)\n  y = -1000;\nend\n")
    code = (f"s = 0; for k = 1:400, if k == 300, addpath('{tmp_path}'); end, s = s + lo(k + 0.5); end, disp(s)\n"
            "function y = lo(x)\n  y = floor(x) + abs(x);\nend")
    outs = [_run(mode, code) for mode in ("off", "on", "force")]
    assert outs[0] == outs[1] == outs[2]
    assert outs[0][1]["floor"] == 299 and outs[0][1]["abs"] == 400


def _builds(monkeypatch):
    built = []
    real = tier.compile_code

    def spy(*args, **kw):
        comp = real(*args, **kw)
        built.append((kw.get("optimistic", True), kw.get("avoid", frozenset()), comp))
        return comp

    monkeypatch.setattr(tier, "compile_code", spy)
    return built


# every call of f deoptimises at its sqrt (a negative argument)
_SQRT_NEG = "t = 0; for k = 1:50, t = t + abs(f(-k)); end, disp(t)\nfunction y = f(x)\n  y = sqrt(x) * 2;\nend"


def test_failed_guard_is_rebuilt_inline_once(monkeypatch):
    built = _builds(monkeypatch)
    out_off = _run("off", _SQRT_NEG)
    assert _run("on", _SQRT_NEG) == out_off
    rebuilt = [comp for optimistic, avoid, comp in built if avoid]
    # f's version is rebuilt guard by guard (its sqrt's answer is complex, so the product's
    # guard fails next), each failed guard taken inline; the last version never deoptimises
    assert rebuilt
    last = rebuilt[-1]
    assert last.deopts == 0 and 1 <= last.rebuilds <= tier.MAX_REBUILDS
    assert all(f"DEOPT{pc}\n" not in last.source for pc in last.avoid)
    assert [c.rebuilds for c in rebuilt] == list(range(1, len(rebuilt) + 1))


def test_version_that_keeps_deoptimising_is_rebuilt_without_guards(monkeypatch):
    monkeypatch.setattr(tier, "MAX_REBUILDS", 0)   # no rebuilds guard by guard: the last resort
    built = _builds(monkeypatch)
    out_off = _run("off", _SQRT_NEG)
    assert _run("on", _SQRT_NEG) == out_off
    rebuilt = [comp.source for optimistic, avoid, comp in built if not optimistic]
    assert rebuilt and all("DEOPT" not in src for src in rebuilt)


def test_loop_state_matches_interpreter_state():
    from runmat_vm import interp
    from runmat_vm.jit import ops

    R = [None, None, None, 1.0, 1.0, 10.0]
    ins = (0, 0, 1, 3, 4, 5, 9)
    _, it, ls = ops.range_values(R, ins, None, None)
    for _ in range(4):
        v = next(it)
    assert v == 4.0 and ops.loop_state(ls) == [3, 10, 1.0, 1.0]
    _, it, ls = ops.each_values(__import__("numpy").arange(6.0).reshape(2, 3))
    next(it)
    next(it)
    st = ops.loop_state(ls)
    assert isinstance(st, interp.EachState) and (st.k, st.n) == (1, 3)
