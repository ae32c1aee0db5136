"""Device loops (runmat_vm/device_loops.py): a for loop carrying a gpuArray through a templated
elementwise body runs as one loop kernel without dispatching its body per iteration, with the
values, workspace and random stream of its step-by-step run (the in-process device: bit for bit).
Anything else runs as before."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest

from runmat_accel import telemetry
from runmat_builtins.errors import MException
from runmat_vm import Session, device_loops
from runmat_vm.functions import compile_chunk

GBM = ("rng(7); drift = -0.0001; scale = 0.01; S = 100 * ones({M}, 1, 'single', 'gpuArray');"
       " for t = {R}, Z = randn({M}, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z); end;"
       " r = gather(S); z = gather(Z); w = gather(rand(3, 1, 'gpuArray'));")


def _run(code: str, loops: bool = True, monkeypatch=None):
    """(session, fusion telemetry, stdout) of ``code``, with device loops on or off."""
    if monkeypatch is not None:
        monkeypatch.setattr(device_loops, "ENABLED", loops)
    telemetry.reset()
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    s.run(code)
    return s, telemetry.snapshot().fusion, out.getvalue()


def on_host(code: str) -> str:
    """The script with no gpuArray: its constructors' 'gpuArray' and conversions dropped (gather
    passes host values through), so it runs on the host provider whatever device is present."""
    return re.sub(r",\s*'gpuArray'", "", code).replace("gpuArray(", "(")


def _same_workspace(a: Session, b: Session, names: str) -> None:
    for n in names.split():
        x, y = a.workspace[n], b.workspace[n]
        if isinstance(x, float):
            assert x == y, n
        else:
            np.testing.assert_array_equal(np.asarray(x), np.asarray(y), err_msg=n)
            assert np.asarray(x).dtype == np.asarray(y).dtype, n


@pytest.mark.parametrize("T", [4, 5, 17, 256])
def test_gbm_is_one_loop_kernel_equal_to_its_steps(inprocess, monkeypatch, T):
    code = GBM.format(M=300, R=f"1:{T}")
    s, f, _ = _run(code, True, monkeypatch)
    assert f.loops == 1 and f.loop_iterations == T and f.unfused == 0
    assert f.deferred <= 12  # two recorded iterations, not T
    stepped, g, _ = _run(code, False, monkeypatch)
    assert g.deferred > 4 * T
    _same_workspace(s, stepped, "r z w t")


def test_host_cost_does_not_grow_with_the_count(inprocess, monkeypatch):
    counts = [_run(GBM.format(M=64, R=f"1:{T}"), True, monkeypatch)[1] for T in (8, 80, 800)]
    assert len({(f.deferred, f.kernels, f.loops) for f in counts}) == 1
    assert [f.loop_iterations for f in counts] == [8, 80, 800]


def test_same_values_as_materialised_steps(inprocess, monkeypatch):
    """Against each step computed before the next (a read of S in the body: never a device loop)."""
    s, f, _ = _run(GBM.format(M=200, R="1:40"), True, monkeypatch)
    q = GBM.format(M=200, R="1:40").replace("S = S .* exp(drift + scale*Z);", "S = S .* exp(drift + scale*Z); q = S(1);")
    stepped, g, _ = _run(q, True, monkeypatch)
    assert f.loops == 1 and g.loops == 0 and g.kernels >= 40
    _same_workspace(s, stepped, "r z w t")


def test_a_range_with_a_step_ends_at_its_last_value(inprocess, monkeypatch):
    code = GBM.format(M=50, R="10:-3:-20")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.loop_iterations == 11 and s.workspace["t"] == -20.0
    _same_workspace(s, stepped, "r z w t")


def test_invariant_and_several_operands(inprocess, monkeypatch):
    code = ("rng(3); a = gpuArray(single(linspace(0, 1, 64)')); S = zeros(64, 1, 'single', 'gpuArray');"
            " for k = 1:50, c = 0.25; u = rand(64, 1, 'single', 'gpuArray'); S = 0.5 * S + a .* u - c; end;"
            " r = gather(S); u = gather(u);")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.deferred < 20
    _same_workspace(s, stepped, "r u c k")


def test_a_compiled_script_runs_its_loop_on_the_device(inprocess, monkeypatch):
    """The compiled tier (a script run again is compiled whole) reaches the device loop too."""
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    program, src = s._parse(GBM.format(M=64, R="1:100"), "gbm.m")
    code = compile_chunk(program.body, s.base, {}, "gbm.m", src, "gbm")
    results = []
    for _ in range(5):
        telemetry.reset()
        s._top(lambda: s.run_code(s.base, code))
        f = telemetry.snapshot().fusion
        assert f.loops == 1 and f.deferred <= 12
        results.append(np.asarray(s.workspace["r"]).copy())
    assert code.jit is not None and code.jit.whole.versions  # it did run compiled
    assert all(np.array_equal(results[0], r) for r in results)  # rng(7) each run


@pytest.mark.parametrize("body, why", [
    ("S = S * 1.001 + rand(1);", "a host draw"),
    ("S = S * 1.001; fprintf('.');", "output"),
    ("S = S * 1.001; if t > 3, S = S + 1; end;", "control flow"),
    ("S = S(:) * 1.001;", "indexing"),
    ("S = cumsum(S);", "no template"),
    ("S = S * 1.001; y = [S, S];", "a concatenation of device values"),
])
def test_other_bodies_run_as_before(inprocess, monkeypatch, body, why):
    code = (f"rng(1); S = gpuArray(ones(4, 1)); V = S; y = 0; for t = 1:12, {body} end;"
            " r = gather(S); v = gather(V); y = gather(y); after = rand(1);")
    s, f, out = _run(code, True, monkeypatch)
    stepped, g, out2 = _run(code, False, monkeypatch)
    assert f.deferred == g.deferred and out == out2, why
    _same_workspace(s, stepped, "r v y t after")


def test_errors_in_the_body_are_the_loops(inprocess, monkeypatch):
    code = "S = gpuArray(ones(4, 1)); for t = 1:10, S = S .* ones(3, 1, 'gpuArray'); end"
    with pytest.raises(MException) as e:
        _run(code, True, monkeypatch)
    with pytest.raises(MException) as e2:
        _run(code, False, monkeypatch)
    assert e.value.identifier == e2.value.identifier and str(e.value) == str(e2.value)


def test_short_loops_and_host_loops_step(inprocess, monkeypatch):
    _, f, _ = _run(GBM.format(M=8, R="1:3"), True, monkeypatch)
    assert f.deferred == _run(GBM.format(M=8, R="1:3"), False, monkeypatch)[1].deferred
    s, f, _ = _run("S = ones(4, 1); for t = 1:50, S = S .* 1.01; end; r = S;", True, monkeypatch)
    want = np.ones((4, 1))
    for _ in range(50):
        want = want * 1.01
    np.testing.assert_array_equal(s.workspace["r"], want)
    assert f.deferred == 0


def test_a_shadowing_function_is_called(inprocess, monkeypatch, tmp_path):
    (tmp_path / "exp.m").write_text("function y = exp(x)\n  fprintf('mine\\n');\n  y = x;\nend\n")
    monkeypatch.chdir(tmp_path)
    _, f, out = _run("S = gpuArray(ones(4, 1)); for t = 1:6, S = exp(S); end; r = gather(S);", True, monkeypatch)
    assert out.count("mine") == 6 and f.loops == 0


def test_turned_off(inprocess, monkeypatch):
    _, f, _ = _run(GBM.format(M=8, R="1:20"), False, monkeypatch)
    assert f.deferred > 80


def test_a_host_array_made_a_gpuarray_by_its_first_step(inprocess, monkeypatch):
    """gbm_host.m: S built on the host, Z drawn on the device (S is a gpuArray from the first step)."""
    code = GBM.format(M=100, R="1:30").replace("'single', 'gpuArray'); for", "'single'); for")
    assert "ones(100, 1, 'single');" in code
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.deferred <= 20
    _same_workspace(s, stepped, "r z w t")


@pytest.mark.parametrize("flag", ["true", "false"])
def test_an_if_on_loop_invariant_values(inprocess, monkeypatch, flag):
    code = ("rng(2); useDrift = {f}; d = 0.001; S = ones(64, 1, 'gpuArray');"
            " for t = 1:30, Z = randn(64, 1, 'gpuArray'); if useDrift && d > 0, S = S + d; else, S = S * 0.999; end;"
            " S = S .* exp(0.01 * Z); end; r = gather(S); z = gather(Z);").format(f=flag)
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.deferred < 20
    _same_workspace(s, stepped, "r z t")


@pytest.mark.parametrize("body", [
    "if t > 10, S = S + 1; end; S = S * 1.01;",  # the loop variable
    "S = S * 1.01; if S > 2, S = S - 1; end;",  # the carried value (data)
    "S = S * 1.01; if t > 5, break; end;",
    "S = S * 1.01; if t > 5, continue; end; S = S + 1;",
])
def test_an_if_that_may_change_runs_as_before(inprocess, monkeypatch, body):
    code = f"S = gpuArray(ones(4, 1)); for t = 1:12, {body} end; r = gather(S);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    assert f.deferred == g.deferred
    _same_workspace(s, stepped, "r t")


@pytest.mark.parametrize("body", [
    "S = S * 1.01; S = S * 1.01;",  # a body that repeats its own step: its period is half an iteration
    "Z = randn(8, 1, 'gpuArray'); S = S + Z; Z = randn(8, 1, 'gpuArray'); S = S + Z;",
    "if off, S = S * 2; end;",  # the carried value not written
])
def test_bodies_whose_period_is_not_the_iteration(inprocess, monkeypatch, body):
    code = (f"rng(4); off = false; S = gpuArray(ones(8, 1)); S = S * 1.01; S = S * 1.01; for t = 1:25, {body} end;"
            " r = gather(S); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r w t")


@pytest.mark.parametrize("body", [
    "Z = randn(16, 1, 'gpuArray'); S = S .* exp(0.01 * Z); n = n + 1; tt = tt + dt; last = t * dt;",
    "acc = acc * 0.5 + t; S = S + 1;",
    "if off, acc = acc - 1; else, acc = acc + 2; end; S = S * 0.99;",
])
def test_carried_host_scalars(inprocess, monkeypatch, body):
    code = (f"rng(5); off = false; n = 0; tt = 0; dt = 0.1; acc = 1; last = 0; S = gpuArray(ones(16, 1));"
            f" for t = 1:40, {body} end; r = gather(S); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.deferred < 20
    _same_workspace(s, stepped, "r w t n tt acc last")


@pytest.mark.parametrize("body", [
    "S = S * 1.01; m = m + sum(S);",  # a carried scalar from device data: a reduction has no template
    "S = S .* (1 + x); x = x + 0.01;",  # a carried scalar feeding the step: it changes
    "S = S * 1.01; V = V * 2;",  # two carried arrays
])
def test_carried_values_that_need_every_iteration(inprocess, monkeypatch, body):
    code = f"m = 0; x = 0; S = gpuArray(ones(4, 1)); V = S; for t = 1:12, {body} end; r = gather(S); v = gather(V);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r v m x t")


@pytest.mark.parametrize("T", [1, 2, 3, 4, 50])
def test_a_while_loop_with_a_host_counter(inprocess, monkeypatch, T):
    code = ("rng(6); k = 0; tt = 0; S = ones(32, 1, 'single', 'gpuArray');"
            f" while k < {T} && tt < 1e9, Z = randn(32, 1, 'single', 'gpuArray'); S = S .* exp(0.01 * Z);"
            " k = k + 1; tt = tt + 0.5; end; r = gather(S); z = gather(Z); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    if T >= 4:
        assert f.loops == 1 and f.deferred < 25
    _same_workspace(s, stepped, "r z w k tt")


@pytest.mark.parametrize("loop", [
    "while k < 20, S = S * 1.01; if S(1) > 1.1, break; end; k = k + 1; end;",  # indexing, break
    "while max(S) < 1.5, S = S * 1.01; k = k + 1; end;",  # a test on device data
    "while k < 20, S = S * 1.01 + k; k = k + 1; end;",  # a step that changes
    "while k < 20, S = S * 1.01; k = k + 1; m = k * 2; end;",
])
def test_other_while_loops(inprocess, monkeypatch, loop):
    code = f"k = 0; m = 0; S = gpuArray(ones(4, 1)); {loop} r = gather(S);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r k m")


def _compiled(src: str, setup: str = ""):
    """(session, run) of ``src`` compiled once (after ``setup`` ran: its variables known to the
    compiler as variables): ``run()`` executes it again (fusion telemetry)."""
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    if setup:
        s.run(setup)
    program, text = s._parse(src, "loop.m")
    code = compile_chunk(program.body, s.base, {}, "loop.m", text, "loop")

    def run():
        telemetry.reset()
        s._top(lambda: s.run_code(s.base, code))
        return telemetry.snapshot().fusion

    return s, run


def test_a_loop_records_one_iteration(inprocess, monkeypatch):
    """A step the same in every iteration (no host value the loop changes feeds it) and without a
    dropped domain check: one recorded iteration on the first run, none on later ones (its loop
    node built again: device_loops.Replay), with the values of the step-by-step evaluation
    (rng(7) each run: the same values every run)."""
    src = GBM.format(M=64, R="1:T")
    s, run = _compiled("T = 50; " + src)
    first = run()
    want = {n: np.asarray(s.workspace[n]).copy() for n in "rzw"}
    again = [run() for _ in range(3)]
    assert first.loops == 1 and all(f.loops == 1 and f.loop_iterations == 50 for f in again)
    # one iteration: randn, .*, +, exp, .* (two recorded: 12 with the script's own calls); then none
    assert first.deferred == 7 and all(f.deferred == 2 for f in again)
    for n in "rzw":
        np.testing.assert_array_equal(np.asarray(s.workspace[n]), want[n])
    stepped, _, _ = _run("T = 50; " + src, False, monkeypatch)
    _same_workspace(s, stepped, "r z w t")


@pytest.mark.parametrize("change", [
    {"M": 65.0},  # another shape: another recipe
    {"drift": np.float32(-0.0001)},  # another class of an operand: the step differs, two recorded again
    {"useDrift": False},  # another branch of an if on loop-invariant values
    {"drift": -0.0003},  # another value (a replayed loop node reads the register again)
])
def test_a_loop_run_again_with_other_values(inprocess, monkeypatch, change):
    src = ("rng(7); S = ones(M, 1, 'single', 'gpuArray');"
           " for t = 1:30, Z = randn(M, 1, 'single', 'gpuArray');"
           " if useDrift, S = S .* exp(drift + 0.01*Z); else, S = S .* exp(0.01*Z); end; end;"
           " r = gather(S); z = gather(Z); w = gather(rand(3, 1, 'gpuArray'));")
    values = {"M": 64.0, "drift": -0.0001, "useDrift": True}
    s, run = _compiled(src)
    s.workspace.update(values)
    assert run().loops == 1
    s.workspace.update(change)
    f = run()
    stepped = Session(stdout=io.StringIO(), stderr=io.StringIO())
    stepped.workspace.update({**values, **change})
    monkeypatch.setattr(device_loops, "ENABLED", False)
    stepped.run(src)
    assert f.loops == 1
    _same_workspace(s, stepped, "r z w t")


def test_a_function_called_many_times(inprocess, monkeypatch, tmp_path):
    (tmp_path / "walk.m").write_text(
        "function S = walk(S, T, drift, M)\n  for t = 1:T\n    S = S .* exp(drift + 0.01*randn(M, 1, 'single', 'gpuArray'));\n"
        "  end\nend\n")
    monkeypatch.chdir(tmp_path)
    code = ("rng(3); S = ones(32, 1, 'single', 'gpuArray'); for k = 1:5, S = walk(S, 20, -0.001 * k, 32); end;"
            " r = gather(S); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    assert f.loops == 5 and f.loop_iterations == 100 and f.deferred < g.deferred / 10
    _same_workspace(s, stepped, "r w")


def test_a_dropped_check_records_two_iterations_the_first_time(inprocess, monkeypatch):
    """sqrt of a base the graph shows is >= 0 has no check (its signature says so): over the
    computed first value and over a pending one the step may differ, so the first run records two
    iterations; the recipe it leaves lets later runs record one."""
    src = ("rng(2); S = exp(zeros(16, 1, 'gpuArray')); for t = 1:30, S = sqrt(S .* S + 1) .* exp(0.01 * randn(16, 1, 'gpuArray'));"
           " end; r = gather(S); w = gather(rand(2, 1, 'gpuArray'));")
    s, run = _compiled(src)
    first, again = run(), run()
    assert first.loops == again.loops == 1 and first.loop_iterations == again.loop_iterations == 30
    assert again.deferred < first.deferred
    stepped, _, _ = _run(src, False, monkeypatch)
    _same_workspace(s, stepped, "r w t")


def test_a_step_that_changes_keeps_no_recipe(inprocess, monkeypatch):
    """``x`` changes on the host each iteration and feeds the step: never one recorded iteration."""
    src = "x = 0; S = gpuArray(ones(4, 1)); for t = 1:12, S = S .* (1 + x); x = x + 0.01; end; r = gather(S);"
    s, run = _compiled(src)
    counts = {run().deferred for _ in range(3)}
    stepped, _, _ = _run(src, False, monkeypatch)
    assert len(counts) == 1
    _same_workspace(s, stepped, "r x t")


# -- several carried gpuArrays (issue 28: a velocity/position update, a running max) -------------
MULTI = {
    "leapfrog": ("x = gpuArray(linspace(-1, 1, 64)'); v = zeros(64, 1, 'gpuArray'); dt = 0.01;",
                 "v = v - dt * x; x = x + dt * v;", "x v"),
    "running max": ("S = 100 * ones(64, 1, 'single', 'gpuArray'); M = S * 1;",
                    "Z = randn(64, 1, 'single', 'gpuArray'); S = S .* exp(-0.0001 + 0.01*Z); M = max(M, S);", "S M Z"),
    "masks and a temporary": ("x = gpuArray(linspace(0, 1, 64)'); v = x * 0; k = 2; a = 0;",
                              "a = min(0.1 - k * x, 1) .* (x > 0.2); v = v + 0.01 * a; x = max(x + 0.01 * v, 0);",
                              "x v a"),
    "one value in two": ("S = gpuArray(ones(64, 1)); V = S;", "V = V + 0.01 * S; S = S - 0.01 * V;", "S V"),
    "uniform draws": ("A = zeros(64, 1, 'gpuArray'); B = A + 1;",
                      "U = rand(64, 1, 'gpuArray'); A = A + U; B = min(B, U);", "A B U"),
}


def _multi(name: str, T: int) -> str:
    init, body, names = MULTI[name]
    outs = " ".join(f"g{n} = gather({n});" for n in names.split())
    return f"rng(7, 'philox'); {init} for t = 1:{T}, {body} end; {outs} w = gather(rand(3, 1, 'gpuArray'));"


@pytest.mark.parametrize("name", list(MULTI))
def test_several_carried_arrays_are_loop_kernels_equal_to_their_steps(inprocess, monkeypatch, name):
    """Loop nodes whatever T (the deferred calls and kernels do not grow with it), the step-by-step
    run's values, workspace and stream after the loop, bit for bit."""
    names = " ".join("g" + n for n in MULTI[name][2].split()) + " w t"
    stats = []
    for T in (6, 40, 300):
        s, f, _ = _run(_multi(name, T), True, monkeypatch)
        stepped, g, _ = _run(_multi(name, T), False, monkeypatch)
        assert f.loops >= 1 and f.unfused == 0 and g.deferred > f.deferred
        _same_workspace(s, stepped, names)
        stats.append((f.deferred, f.kernels))
    assert len(set(stats)) == 1, stats


@pytest.mark.parametrize("name", list(MULTI))
def test_several_carried_arrays_equal_the_cpu_provider(inprocess, monkeypatch, name):
    names = " ".join("g" + n for n in MULTI[name][2].split()) + " w"
    s, f, _ = _run(_multi(name, 50), True, monkeypatch)
    again, _, _ = _run(_multi(name, 50), True, monkeypatch)  # rng(7, 'philox') reproduces
    cpu, _, _ = _run(on_host(_multi(name, 50)), True, monkeypatch)  # the same script on the host
    assert f.loops >= 1
    _same_workspace(s, cpu, names)
    _same_workspace(s, again, names)


def test_several_carried_arrays_render_one_cuda_loop(inprocess, monkeypatch):
    """The CUDA source of a loop node carrying two values (checked without a GPU): both carried
    values in registers, their next values taken at once (``x = x + dt*v`` reads the new ``v``)."""
    from runmat_accel.fusion.program import cuda_source, plan

    s, _, _ = _run("x = gpuArray(linspace(-1, 1, 64)'); v = zeros(64, 1, 'gpuArray'); dt = 0.01;"
                   " for t = 1:30, v = v - dt * x; x = x + dt * v; end;", True, monkeypatch)
    node = s.workspace.raw("x")._node
    prog, _, params, nodes = plan(node)
    loops = [st for st in prog.steps if st.body is not None]
    assert loops and all(st.outs is not None and len(st.outs) == 2 for st in loops)
    assert 29 in params  # all but the last iteration (run as itself)
    _ins, _out, op, _pre = cuda_source(prog)
    assert len(loops) == 2 and op.count("for (unsigned long long it") == 1  # x and v: one loop computes both
    m = prog.steps.index(loops[0])
    assert f"c{m}_0 = n{m}_0;" in op and f"c{m}_1 = n{m}_1;" in op


@pytest.mark.parametrize("body, why", [
    ("S = S * 1.01 + (t > 3);", "a host value the loop changes, equal in the first two iterations"),
    ("S = S * 1.01 + floor(t / 3);", "the same"),
    ("V = V + S; S = S * 1.01 + (t > 3);", "the same with two carried arrays"),
])
def test_a_step_reading_a_changing_host_value_is_not_rolled(inprocess, monkeypatch, body, why):
    code = f"S = gpuArray(ones(4, 1)); V = S * 0; for t = 1:10, {body} end; r = gather(S); v = gather(V);"
    s, _, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r v t")


@pytest.mark.parametrize("body, why", [
    ("a = 0.1 * (x <= 0.5) - 2 * x; v = v + 0.01 * a; x = max(x + 0.01 * v, 0);",
     "a value computed in each iteration (`*` of a logical does not fuse): a device array that changes"),
    ("a = min(0.1 - 2 * x, 1) .* (x > 0.2) + 0.05 .* (x <= 0.2); v = v + 0.01 * a; x = max(x + 0.01 * v, 0);",
     "two iterations reach a graph limit"),
    ("v = v + 0.01 * x; x = x - 0.01 * v + t * 1e-4;", "a step that changes with the iteration"),
    ("v = v + 0.01 * x; x = x - 0.01 * v; q = x(1);", "indexing"),
    ("w = v; v = x; x = w + 0.01;", "a permutation with a value in two variables"),
])
def test_several_carried_arrays_that_do_not_roll_run_step_by_step(inprocess, monkeypatch, body, why):
    code = (f"x = gpuArray(linspace(0, 1, 64)'); v = x * 0; w = v; a = 0; for t = 1:30, {body} end;"
            " gx = gather(x); gv = gather(v); ga = gather(a);")
    s, _, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "gx gv ga t")


@pytest.mark.parametrize("body", [
    "S = S * 1.001; y = S;",  # a written variable that changes: its last value from the last iteration
    "y = S .* (S > 1.005); S = S * 1.001 + 0.001 .* y;",
    "Z = randn(4, 1, 'gpuArray'); y = S + 0.01 .* Z; S = max(y, 0.5);",
])
def test_device_temporaries_hold_the_last_iterations_values(inprocess, monkeypatch, body):
    """A variable the step writes that is not a draw: all but the last iteration roll, the last
    runs as itself (what the variable holds after the loop is the step-by-step run's)."""
    code = (f"rng(1); S = gpuArray(ones(4, 1)); y = 0; for t = 1:30, {body} end;"
            " r = gather(S); y = gather(y); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    assert f.loops >= 1 and f.deferred < g.deferred / 4
    _same_workspace(s, stepped, "r y w t")


# -- randi on the device: the Philox stream (issue 28) -------------------------------------------
RANDI = ("rng(7, 'philox'); S = zeros(64, 1, 'gpuArray'); for t = 1:{T}, K = randi([-2 3], 64, 1, 'gpuArray');"
         " U = rand(64, 1, 'gpuArray'); S = S + K .* U; end; r = gather(S); k = gather(K);"
         " w = gather(randi(9, 3, 1, 'gpuArray'));")


def test_randi_draws_in_a_loop_kernel(inprocess, monkeypatch):
    stats = []
    for T in (6, 60, 400):
        s, f, _ = _run(RANDI.format(T=T), True, monkeypatch)
        stepped, g, _ = _run(RANDI.format(T=T), False, monkeypatch)
        # (all but the last iteration: fusion's own roll may take that one into the loop when computed)
        assert f.loops == 1 and f.loop_iterations in (T - 1, T) and g.deferred > 3 * T
        _same_workspace(s, stepped, "r k w t")
        stats.append((f.deferred, f.kernels))
    assert len(set(stats)) == 1
    dev, _, _ = _run(RANDI.format(T=60), True, monkeypatch)
    again, _, _ = _run(RANDI.format(T=60), True, monkeypatch)
    cpu, _, _ = _run(on_host(RANDI.format(T=60)), True, monkeypatch)  # the same script on the host
    _same_workspace(dev, cpu, "r k w")
    _same_workspace(dev, again, "r k w")


def test_randi_on_host_and_device_after_philox(inprocess):
    """rng(7, 'philox'): randi on the host and on the device draw the same integers (both are
    floor(u * n) + imin over the same double uniforms); 'single' keeps its class."""
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("rng(7, 'philox'); a = randi(10, 4, 5); b = randi([-3 3], 1, 6, 'single');"
          " rng(7, 'philox'); c = gather(randi(10, 4, 5, 'gpuArray')); d = gather(randi([-3 3], 1, 6, 'single', 'gpuArray'));"
          " e = gather(randi(5, 2, 2, 'int8', 'gpuArray'));")
    w = s.workspace
    np.testing.assert_array_equal(np.asarray(w["a"]), np.asarray(w["c"]))
    np.testing.assert_array_equal(np.asarray(w["b"]), np.asarray(w["d"]))
    assert np.asarray(w["d"]).dtype == np.float32 and np.asarray(w["e"]).dtype == np.int8
    c = np.asarray(w["c"])
    assert c.min() >= 1 and c.max() <= 10 and np.all(c == np.floor(c))


# -- per-iteration scalars (issue 28): host values the loop changes, passed as one table ---------
@pytest.mark.parametrize("body", [
    "S = S .* 1.001 + t * 1e-5;",
    "S = S + sin(t * 0.3);",
    "tt = tt + dt; S = S .* exp(-0.5 * tt) + 0.01 * t;",  # a carried scalar and the loop variable
    "S = S * 1.01 + floor(t / 3);",  # equal in the two recorded iterations, not after
    "Z = randn(8, 1, 'gpuArray'); S = S .* exp(0.01 * Z) + cos(t * 0.1); V = max(V, S);",  # two carried
])
def test_per_iteration_scalars_are_a_table_of_the_loop_kernel(inprocess, monkeypatch, body):
    """The values the host computes per iteration (the host side runs once per iteration) reach
    the loop kernel as a table it reads at the iteration: one loop, the step-by-step values bit
    for bit, the CPU provider's too, whatever T."""
    code = ("rng(3, 'philox'); dt = 0.01; tt = 0; S = gpuArray(ones(8, 1)); V = S * 0;"
            " for t = 1:{T}, " + body + " end; r = gather(S); v = gather(V); w = gather(rand(2, 1, 'gpuArray'));")
    stats = []
    for T in (7, 70, 300):
        s, f, _ = _run(code.format(T=T), True, monkeypatch)
        stepped, g, _ = _run(code.format(T=T), False, monkeypatch)
        assert f.loops >= 1 and f.unfused == 0 and g.deferred > f.deferred
        _same_workspace(s, stepped, "r v w t tt")
        stats.append((f.deferred, f.kernels))
    assert len(set(stats)) == 1
    cpu, _, _ = _run(on_host(code.format(T=70)), True, monkeypatch)  # the same script on the host
    _same_workspace(_run(code.format(T=70), True, monkeypatch)[0], cpu, "r v w tt")


@pytest.mark.parametrize("body, why", [
    ("S = S * 1.01 + (t > 3);", "a logical (true is one object: which parameter is it?)"),
    ("S = S + randn(2 + floor(t / 100), 1, 'gpuArray');", "a size from the loop variable"),
    ("c = 1.5; if t > 1, c = t; end; S = S * 1.01 + c;", "an if on the loop variable"),
])
def test_per_iteration_values_that_are_not_tables_run_step_by_step(inprocess, monkeypatch, body, why):
    code = f"rng(1); S = gpuArray(ones(2, 1)); for t = 1:12, {body} end; r = gather(S);"
    try:
        s, _, _ = _run(code, True, monkeypatch)
    except MException as e:
        with pytest.raises(MException) as e2:
            _run(code, False, monkeypatch)
        assert e.identifier == e2.value.identifier
        return
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r t")


def test_per_iteration_scalars_render_as_a_raw_cuda_table(inprocess, monkeypatch):
    """The CUDA source (checked without a GPU): the table is a raw input read at the iteration."""
    from runmat_accel.fusion.program import cuda_source, plan

    s, _, _ = _run("S = gpuArray(ones(8, 1)); for t = 1:30, S = S .* 1.001 + t * 1e-5; end;", True, monkeypatch)
    prog, inputs, _, _ = plan(s.workspace.raw("S")._node)
    assert len(prog.raw) == 1
    (k,) = prog.raw
    assert inputs[k].size == 29  # all but the last iteration
    ins, _out, op, _pre = cuda_source(prog)
    assert f"raw float64 in{k}" in ins and f"in{k}[(long long)it" in op


# -- x(mask) = value: a graph node (issue 28: masks inside loop bodies) ---------------------------
@pytest.mark.parametrize("code", [
    "x = single([-1 2 -3 4; 5 -6 7 NaN]); y = x; y(y < 0) = 0;",
    "x = single([-1 2 -3 4]); y = x; y(x > 1) = 0.1;",  # the value in the base's class
    "x = [-1 2 -3 4]; y = x; y(isnan(x) | x > 3) = NaN;",
    "x = [-1 2 -3 4]; y = x; y(x < 0) = true;",
    "x = [-1 2 -3 4]; y = x; y(logical([1 0 0 1])) = 7;",  # a host mask: the subsasgn body
    "x = [-1 2 -3 4]; y = x; y(x(1:2) < 0) = 7;",  # a shorter mask: the subsasgn body
    "x = [-1 2 -3 4]; y = x; y(x < 0) = [5 6];",  # a vector value: the subsasgn body
])
def test_masked_assignment_of_a_scalar(inprocess, code):
    """On the device (a fused node where the mask is a logical gpuArray of the base's size and
    the value a scalar) as on the host, class included."""
    host = Session(stdout=io.StringIO(), stderr=io.StringIO())
    host.run(code)
    dev = Session(stdout=io.StringIO(), stderr=io.StringIO())
    dev.run(code.replace("y = x;", "x = gpuArray(x); y = x;") + " y = gather(y);")
    a, b = np.asarray(host.workspace["y"]), np.asarray(dev.workspace["y"])
    np.testing.assert_array_equal(a, b)
    assert a.dtype == b.dtype


@pytest.mark.parametrize("body", [
    "S = S - 0.6; S(S < 0) = 0;",
    "Z = randn(16, 1, 'gpuArray'); S = S .* exp(0.1 * Z); S(S > 1.5) = 1.5; S(S < 0.5) = 0.5;",
    "S = S .* 1.01 - 0.02 * t; S(S < 0) = 0;",  # with a per-iteration scalar
    "S = S .* 1.01 - 0.02; S(S < 0) = 0; M = max(M, S);",  # two carried
])
def test_masked_assignment_in_a_loop_kernel(inprocess, monkeypatch, body):
    code = ("rng(5, 'philox'); S = gpuArray(linspace(0.5, 2, 16)'); M = S * 0;"
            " for t = 1:{T}, " + body + " end; r = gather(S); m = gather(M);")
    stats = []
    for T in (6, 60):
        s, f, _ = _run(code.format(T=T), True, monkeypatch)
        stepped, g, _ = _run(code.format(T=T), False, monkeypatch)
        assert f.loops >= 1 and g.deferred > f.deferred
        _same_workspace(s, stepped, "r m t")
        stats.append((f.deferred, f.kernels))
    assert len(set(stats)) == 1
    cpu, _, _ = _run(on_host(code.format(T=60)), True, monkeypatch)  # the same script on the host
    _same_workspace(s, cpu, "r m")


@pytest.mark.parametrize("body", ["S = S * 1.01; S(2) = 0;", "S = S * 1.01; S(S > 1.05) = [];"])
def test_other_indexed_assignments_in_a_loop_run_step_by_step(inprocess, monkeypatch, body):
    code = f"S = gpuArray(ones(4, 1)); for t = 1:12, {body} end; r = gather(S);"
    s, _, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "r t")


def test_a_table_loop_whose_kernel_fails_runs_its_iterations_call_by_call(inprocess, monkeypatch):
    """RUNMAT_ACCEL_INJECT_FAULT=fusion: the loop kernel fails, fusion.loop.unroll computes its
    iterations builtin by builtin, each with its own per-iteration parameter: the same values."""
    code = ("x = gpuArray(linspace(0, 1, 8)'); v = x * 0; for t = 1:30, v = v - 0.01 * x + 1e-3 * t;"
            " x = x + 0.01 * v; end; gx = gather(x); gv = gather(v);")
    stepped, _, _ = _run(code, False, monkeypatch)
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    s, f, _ = _run(code, True, monkeypatch)
    assert f.unfused >= 1 and f.deferred < 40
    _same_workspace(s, stepped, "gx gv t")


@pytest.mark.parametrize("src", [
    "x = gpuArray(linspace(-1, 1, 64)'); v = zeros(64, 1, 'gpuArray'); dt = 0.01;"
    " for t = 1:100, v = v - dt * x; x = x + dt * v; end; r = gather(x); q = gather(v);",
    "rng(1, 'philox'); S = gpuArray(ones(64, 1)); for t = 1:100, Z = randn(64, 1, 'gpuArray');"
    " S = S .* exp(0.01 * Z) + 1e-4 * t; S(S < 0.5) = 0.5; end; r = gather(S); q = gather(Z);",
])
def test_the_compiled_tier_runs_the_general_loops_too(inprocess, monkeypatch, src):
    """Several carried arrays, a per-iteration table and a masked store, from compiled code."""
    ref, _, _ = _run(src, False, monkeypatch)
    monkeypatch.setattr(device_loops, "ENABLED", True)
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    program, text = s._parse(src, "general.m")
    code = compile_chunk(program.body, s.base, {}, "general.m", text, "general")
    for _ in range(4):
        telemetry.reset()
        s._top(lambda: s.run_code(s.base, code))
        f = telemetry.snapshot().fusion
        assert f.loops >= 1 and f.deferred <= 24
        _same_workspace(s, ref, "r q")
    assert code.jit is not None and code.jit.whole.versions  # it did run compiled


@pytest.mark.parametrize("body", [
    "v = v - dt * x; x = x + dt * v; k = k + 1;",  # two carried arrays
    "k = k + 1; S = S .* 1.01 + 1e-3 * k; S(S > 1.3) = 1.3; x = S + 0;",  # a carried scalar fed, a temporary
    "Z = randn(16, 1, 'gpuArray'); x = x .* exp(0.01 * Z) + sin(k); k = k + 1;",
])
@pytest.mark.parametrize("T", [1, 2, 3, 4, 40])
def test_a_general_while_loop(inprocess, monkeypatch, body, T):
    code = ("rng(6, 'philox'); k = 0; dt = 0.01; x = gpuArray(linspace(0.5, 1, 16)'); v = x * 0; S = x + 0;"
            f" while k < {T}, {body} end; gx = gather(x); gv = gather(v); gs = gather(S);"
            " w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    _same_workspace(s, stepped, "gx gv gs w k")
    if T == 40:
        assert f.loops >= 1 and f.deferred < g.deferred / 4


# -- a reduction after the loop: the loop kernel's epilogue (issue 28) ------------------------------
EPILOGUE = ("rng(7, 'philox'); K = 100; r = 0.05; S = 100 * ones({M}, 1, 'single', 'gpuArray');"
            " for t = 1:{T}, Z = randn({M}, 1, 'single', 'gpuArray'); S = S .* exp(-0.0001 + 0.01*Z); end;"
            " p = gather({red}); s = gather(S); w = gather(rand(3, 1, 'gpuArray'));")
REDUCED = ["mean(max(S - K, 0)) * exp(-r*t)", "sum(S .* S)", "max(S - K)", "min(abs(S - K))", "mean(S)",
           "sum(S, 'all')"]


@pytest.mark.parametrize("red", REDUCED)
def test_a_reduction_after_the_loop_runs_the_loop_in_its_kernel(inprocess, monkeypatch, red):
    """One whole-array reduction kernel runs the loop per element (no kernel for the loop, no
    read in between), whatever T; the carried array it computed is kept (S read again runs no
    loop); values bit for bit those of the step-by-step run and of the loop computed first."""
    from runmat_accel.fusion.reduce import Reducer

    stats = []
    for T in (6, 40, 300):
        code = EPILOGUE.format(M=200, T=T, red=red)
        s, f, _ = _run(code, True, monkeypatch)
        assert f.loops == 1 and f.loop_iterations == T and f.unfused == 0
        assert f.reasons.get("reduction") == 1 and f.reductions == 1
        stats.append((f.deferred, f.kernels, f.reductions))
        stepped, _, _ = _run(code, False, monkeypatch)
        _same_workspace(s, stepped, "p s w t")
        with monkeypatch.context() as m:
            m.setattr(Reducer, "_whole", lambda self, prov, node, args: None)
            first, g, _ = _run(code, True, monkeypatch)
        assert g.kernels > f.kernels and g.loops >= 1  # the loop's own kernel (or two), then the reduction
        _same_workspace(s, first, "p s w t")
    assert len(set(stats)) == 1, stats


def test_the_epilogue_equals_the_cpu_provider(inprocess, monkeypatch):
    code = EPILOGUE.format(M=100, T=50, red="mean(max(S - K, 0)) * exp(-r*t)")
    s, f, _ = _run(code, True, monkeypatch)
    cpu, _, _ = _run(on_host(code), True, monkeypatch)  # the same script on the host
    assert f.loops == 1 and f.reductions == 1
    _same_workspace(s, cpu, "s w")
    np.testing.assert_allclose(s.workspace["p"], cpu.workspace["p"], rtol=2e-6)  # (another summation order)


@pytest.mark.parametrize("code, why", [
    ("S = 100 * ones(40, 2, 'single', 'gpuArray'); for t = 1:30, S = S .* exp(0.01*randn(40, 2, 'single', 'gpuArray'));"
     " end; p = gather(sum(S(:)) + mean(S, 'all'));", "a matrix: draws at another index than the kernel's"),
    ("S = 100 * ones(40, 1, 'single', 'gpuArray'); for t = 1:30, S = S .* exp(0.01*randn(40, 1, 'single', 'gpuArray'));"
     " end; p = gather(std(S));", "std: two passes"),
    ("S = 100 * ones(40, 1, 'gpuArray'); for t = 1:30, S = S .* exp(0.01*randn(40, 1, 'gpuArray')); end;"
     " p = gather(sum(sqrt(S - 100)));", "a domain check"),
    ("S = 100 * ones(40, 3, 'gpuArray'); for t = 1:30, S = S .* exp(0.01*randn(40, 3, 'gpuArray')); end;"
     " p = gather(sum(S));", "not to one value"),
])
def test_other_reductions_after_a_loop_compute_it_first(inprocess, monkeypatch, code, why):
    code = "rng(3, 'philox'); " + code + " s = gather(S);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    assert f.loops >= 1, why
    _same_workspace(s, stepped, "p s")


def test_the_epilogue_renders_one_cuda_kernel_with_the_loop(inprocess, monkeypatch):
    """The CUDA source of the whole-array reduction (checked without a GPU): the map runs the loop
    with its draws at the element's index and writes the carried value out (k<m>[i])."""
    from runmat_accel.fusion.program import loop_steps, plan
    from runmat_accel.fusion.reduce import REDUCTIONS, cuda_flat_source, cuda_reduction_source

    s, _, _ = _run("rng(1); S = ones(64, 1, 'single', 'gpuArray'); for t = 1:30, S = S .* exp(0.01*randn(64, 1,"
                   " 'single', 'gpuArray')) + 0.001*t; end; X = max(S - 1, 0);", True, monkeypatch)
    prog, _, _, _ = plan(s.workspace.raw("X")._node)
    assert prog.loops == 1 and prog.draws and prog.raw  # (a per-iteration table too)
    spec = ("mean", False, 0, (0, 1), 2, "<f4")
    src = cuda_flat_source(prog, REDUCTIONS["mean"], spec, "rk")
    m = loop_steps(prog)[0]
    assert src.count("for (unsigned long long it") == 1 and f"k{m}[i] = t{m};" in src
    assert "+ (unsigned long long)i);" in src and "rm_philox" in src
    (raw,) = prog.raw
    assert f"x{raw}, " in src and f"const double* __restrict__ in{raw}" in src
    assert cuda_reduction_source(prog, REDUCTIONS["mean"], spec) == {"passes": []}  # never CuPy's kernel


# -- a loop run again: its node built without recording an iteration (the plan cache) -------------
REPLAYED = ("rng(s); S = S0 * ones(M, 1, 'single', 'gpuArray');"
            " for t = 1:T, Z = randn(M, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z); end;"
            " p = gather(mean(max(S - 100, 0))); r = gather(S); z = gather(Z); w = gather(rand(3, 1, 'gpuArray'));")

SETUP = "T = 30; s = 4; S0 = 100; M = 64; drift = -0.0001; scale = 0.01; "


def test_a_loop_run_again_is_built_without_recording(inprocess, monkeypatch):
    """A compiled script run again (another count, seed, initial value): no builtin call of the
    body is made (deferred: the script's own calls), one kernel as before, and the values,
    workspace and stream are those of the run that records (replay off) and of the steps."""
    runs = [dict(T=T, s=seed, S0=S0, M=64.0, drift=-0.0001, scale=0.01)
            for T, seed, S0 in ((20, 1, 100), (20, 1, 100), (57, 2, 90), (5, 3, 100), (300, 1, 100))]
    s, run = _compiled(REPLAYED, SETUP)
    off, run_off = _compiled(REPLAYED, SETUP)
    seen = []
    for values in runs:
        values = {k: float(v) for k, v in values.items()}
        s.workspace.update(values)
        off.workspace.update(values)
        monkeypatch.setattr(device_loops, "REPLAY", True)
        f = run()
        monkeypatch.setattr(device_loops, "REPLAY", False)
        g = run_off()
        assert f.loops == g.loops == 1 and f.loop_iterations == values["T"]
        seen.append((f.deferred, g.deferred, f.kernels, g.kernels))
        _same_workspace(s, off, "p r z w t")
    assert seen[0][0] == seen[0][1] and all(d < e for d, e, _, _ in seen[1:])  # the first run records
    assert all(k == seen[0][2] == kk for _, _, k, kk in seen)
    stepped = Session(stdout=io.StringIO(), stderr=io.StringIO())
    stepped.workspace.update({k: float(v) for k, v in runs[-1].items()})
    monkeypatch.setattr(device_loops, "ENABLED", False)
    stepped.run(REPLAYED)
    _same_workspace(s, stepped, "p r z w t")


def test_a_replayed_loop_runs_its_host_side_every_iteration(inprocess, monkeypatch):
    """Carried host scalars and host values the body writes are the step-by-step run's after a
    replayed loop too (the host side runs for every iteration; the device side is the node)."""
    src = ("rng(s); S = S0 * ones(M, 1, 'single', 'gpuArray'); n = 0; acc = 1;"
           " for t = 1:T, Z = randn(M, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z);"
           " n = n + 1; acc = acc + t; h = acc - n; end; r = gather(S); z = gather(Z);")
    s, run = _compiled(src, SETUP)
    for T in (30.0, 30.0, 11.0):
        s.workspace["T"] = T
        f = run()
        stepped = Session(stdout=io.StringIO(), stderr=io.StringIO())
        with monkeypatch.context() as m:
            m.setattr(device_loops, "ENABLED", False)
            stepped.run(SETUP + f"T = {T};" + src)
        assert f.loops == 1
        _same_workspace(s, stepped, "r z n acc h t")
    assert f.deferred < 7  # (replayed)


@pytest.mark.parametrize("change, why", [
    ("M = 65;", "another size (another recipe key)"),
    ("scale = single(0.01);", "another class of an operand"),
    ("scale = 0.02;", "another value"),
    ("drift = -0;", "-0 is not 0"),
    ("drift = gpuArray(-0.0001);", "a gpuArray operand"),
])
def test_a_replayed_loop_reads_its_operands_again(inprocess, monkeypatch, change, why):
    """Whatever the body reads that changed since the recorded run, the loop's values are the
    step-by-step ones (a replay that cannot stand for them records an iteration instead)."""
    setup = SETUP
    s, run = _compiled(REPLAYED, setup)
    run()
    assert run().deferred < 7, "a replay"
    s.run(change)
    f = run()
    assert f.loops == 1, why
    stepped = Session(stdout=io.StringIO(), stderr=io.StringIO())
    monkeypatch.setattr(device_loops, "ENABLED", False)
    stepped.run(setup + change + REPLAYED)
    _same_workspace(s, stepped, "p r z w t")


# -- a mask times a value (`(S > 1) * 0.5`: mtimes of a logical) in a loop kernel -----------------
MASKED = ["S = S + (S > 1) * 0.5;", "S = S .* (1 + (S < 2) * 0.01);", "m = S > 1; S = S - m * 0.1 + 0.2;",
          "Z = rand(64, 1, 'gpuArray'); S = S + (Z < 0.5) * 0.01 - 0.004;", "S = S - 0.25 * (S > 1.5) .* S;"]


@pytest.mark.parametrize("body", MASKED)
def test_a_mask_times_a_value_is_a_loop_kernel(inprocess, monkeypatch, body):
    code = f"rng(5, 'philox'); S = gpuArray(linspace(0, 2, 64)'); for t = 1:40, {body} end; r = gather(S);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    assert f.loops == 1 and f.deferred <= 14 < g.deferred and f.unfused == 0
    _same_workspace(s, stepped, "r t")
    cpu, _, _ = _run(on_host(code), True, monkeypatch)  # the same script on the host
    _same_workspace(s, cpu, "r t")


def test_a_call_the_device_fails_in_the_body_runs_step_by_step(inprocess, monkeypatch):
    """A body call computed on the host (the device failed it) reads the carried value there: its
    result, uploaded into the step, changes every iteration, so one recorded iteration stands for
    nothing: the loop runs step by step, with the step-by-step values."""
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "mtimes")
    code = "S = gpuArray(linspace(0, 2, 64)'); for t = 1:40, S = S .* (1 + (S < 2) * 0.01); end; r = gather(S);"
    s, f, _ = _run(code, True, monkeypatch)
    stepped, _, _ = _run(code, False, monkeypatch)
    want = np.linspace(0, 2, 64).reshape(-1, 1)
    for _ in range(40):
        want = want * (1 + (want < 2) * 0.01)
    assert f.loops == 0
    _same_workspace(s, stepped, "r t")
    np.testing.assert_allclose(s.workspace["r"], want, rtol=1e-14)


@pytest.mark.parametrize("body, rolls", [
    ("Z = randn(64, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z); acc = 0.5 * acc + t;", True),
    ("Z = randn(64, 1, 'single', 'gpuArray'); S = S .* exp(scale*Z); acc = 0.5 * acc + t; S = S + 1e-4 * acc;", True),
    ("S = S .* exp(scale*randn(64, 1, 'single', 'gpuArray')); if flag, acc = 0.5 * acc + t; end;", None),
    ("S = S .* exp(scale*randn(64, 1, 'single', 'gpuArray')); if t > 30, acc = 0.5 * acc + t; end;", False),
])
def test_a_register_the_host_side_writes_again_is_a_host_value(inprocess, monkeypatch, body, rolls):
    """A temporary register that held a device value (`scale*Z`) and then a host one (`0.5*acc`,
    a carried scalar's function): from the host write on it is a host value, so the carried scalar
    stays on the host and the loop is a loop kernel (it ran step by step before), with the
    step-by-step values."""
    code = (f"rng(9, 'philox'); drift = -0.0001; scale = 0.01; acc = 1; flag = true;"
            f" S = 100 * ones(64, 1, 'single', 'gpuArray'); for t = 1:60, {body} end; r = gather(S);")
    s, f, _ = _run(code, True, monkeypatch)
    stepped, g, _ = _run(code, False, monkeypatch)
    if rolls is not None:  # (a conditional write keeps what the register held: either may be)
        assert (f.loops == 1 and f.deferred <= 20 < g.deferred) if rolls else f.deferred == g.deferred
    _same_workspace(s, stepped, "r acc t")


def test_a_while_loop_run_again_is_built_without_recording(inprocess, monkeypatch, tmp_path):
    """A function whose while loop runs at each call (the interpreter takes while loops): from the
    second call on its loop node is built from the Replay (no body call), with the step-by-step
    values, counter and stream; another count each call."""
    (tmp_path / "wwalk.m").write_text(
        "function [S, Z, k] = wwalk(S, T, drift)\n  k = 0;\n  while k < T\n"
        "    Z = randn(32, 1, 'single', 'gpuArray'); S = S .* exp(drift + 0.01 * Z); k = k + 1;\n  end\nend\n")
    monkeypatch.chdir(tmp_path)
    code = ("rng(6); S = ones(32, 1, 'single', 'gpuArray'); ks = 0; for j = 1:4, [S, Z, k] = wwalk(S, 10 + j, -0.001);"
            " ks = ks + k; end; r = gather(S); z = gather(Z); w = gather(rand(2, 1, 'gpuArray'));")
    s, f, _ = _run(code, True, monkeypatch)
    with monkeypatch.context() as m:
        m.setattr(device_loops, "REPLAY", False)
        recorded, g, _ = _run(code, True, monkeypatch)
    stepped, h, _ = _run(code, False, monkeypatch)
    assert f.loops == g.loops == 4 and f.loop_iterations == 11 + 12 + 13 + 14 - 4  # (the first iteration each call: the interpreter's)
    assert f.deferred < g.deferred < h.deferred
    _same_workspace(s, stepped, "r z w ks")
    _same_workspace(s, recorded, "r z w ks")


def test_a_loop_over_a_host_array_run_again_is_built_without_recording(inprocess, monkeypatch):
    """gbm_host.m's shape: S built on the host, a gpuArray from the first step (run as itself);
    the other iterations' node built from the Replay on later runs, with the values of the run
    that records."""
    src = ("rng(s); S = S0 * ones(M, 1, 'single');"
           " for t = 1:T, Z = randn(M, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale * Z); end;"
           " p = gather(mean(S)); r = gather(S); z = gather(Z); w = gather(rand(3, 1, 'gpuArray'));")
    s, run = _compiled(src, SETUP)
    off, run_off = _compiled(src, SETUP)
    seen = []
    for T in (30.0, 30.0, 9.0):
        s.workspace["T"] = off.workspace["T"] = T
        f = run()
        with monkeypatch.context() as m:
            m.setattr(device_loops, "REPLAY", False)
            g = run_off()
        assert f.loops == g.loops == 1 and f.loop_iterations == T - 1
        seen.append((f.deferred, g.deferred))
        _same_workspace(s, off, "p r z w t")
    assert seen[0][0] == seen[0][1] and all(d < e for d, e in seen[1:])


def test_an_epilogue_whose_kernel_fails_runs_the_loop_call_by_call(inprocess, monkeypatch):
    """The fused kernels failing (an injected fault): the reduction's body reduces the loop
    computed builtin by builtin, the step-by-step values."""
    code = EPILOGUE.format(M=50, T=20, red="mean(max(S - K, 0)) * exp(-r*t)")
    stepped, _, _ = _run(code, False, monkeypatch)
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    s, f, _ = _run(code, True, monkeypatch)
    assert f.unfused >= 1
    _same_workspace(s, stepped, "s w t")
    np.testing.assert_allclose(s.workspace["p"], stepped.workspace["p"], rtol=1e-6)  # (the host body's sum)


def test_a_draw_whose_kernel_fails_is_made_from_the_same_counters(inprocess, monkeypatch):
    """A lone device draw when fused kernels fail (it recursed until MATLAB's recursion limit)."""
    code = "rng(3, 'philox'); a = gather(randn(5, 1, 'single', 'gpuArray')); b = gather(rand(2, 3, 'gpuArray'));"
    want, _, _ = _run(code, True, monkeypatch)
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    s, f, _ = _run(code, True, monkeypatch)
    assert f.unfused >= 2
    _same_workspace(s, want, "a b")
