"""Loop kernels (runmat_accel/fusion/loop.py): a loop whose body repeats one elementwise step
runs as one kernel with the loop inside, whatever its count, with the values of its step-by-step
evaluation (the in-process device: bit for bit; cuda: the same compiled expressions)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import telemetry
from runmat_vm import Session

GBM = ("rng(7); drift = -0.0001; scale = 0.01; S = 100 * ones({M}, 1, 'single', 'gpuArray');"
       " for t = 1:{T}, Z = randn({M}, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z);{step} end;")


def _session(code: str) -> Session:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return s


def _gbm(T: int, M: int = 500, step: bool = False, tail: str = "r = gather(S);"):
    telemetry.reset()
    s = _session(GBM.format(M=M, T=T, step=" q = gather(S(1));" if step else "") + tail)
    return s, telemetry.snapshot().fusion


@pytest.mark.parametrize("T", [2, 7, 13, 64, 300])
def test_gbm_loop_is_one_kernel_equal_to_its_steps(device, T):
    s, fused = _gbm(T)
    r = np.asarray(s.workspace["r"])
    assert fused.kernels == 1 and fused.loops == 1 and fused.loop_iterations == T
    assert fused.random_in_kernel == T and fused.unfused == 0
    t, stepped = _gbm(T, step=True)  # each step computed (and read) before the next
    assert stepped.loops == 0 and stepped.kernels == T
    if device.name == "inprocess":
        np.testing.assert_array_equal(r, np.asarray(t.workspace["r"]))
    else:
        np.testing.assert_allclose(r, np.asarray(t.workspace["r"]), rtol=2e-6)


def test_kernel_count_does_not_grow_with_the_loop_count(device):
    counts = {T: _gbm(T, tail="price = gather(mean(max(S - 100, 0)));")[1] for T in (16, 160)}
    assert counts[16].kernels == counts[160].kernels <= 3
    assert counts[160].compiles == 0 or counts[16].compiles >= counts[160].compiles


def test_loop_kernel_is_compiled_once_for_any_count(device):
    _gbm(5)
    for T in (9, 40, 77):
        assert _gbm(T)[1].compiles == 0


def test_several_operands_and_a_computed_array(device):
    code = ("rng(3); a = gpuArray(single(linspace(0, 1, 64)')); S = zeros(64, 1, 'single', 'gpuArray');"
            " for k = 1:{T}, S = 0.5 * S + a .* rand(64, 1, 'single', 'gpuArray') - 0.25;{step} end; r = gather(S);")
    telemetry.reset()
    fused = np.asarray(_session(code.format(T=40, step="")).workspace["r"])
    snap = telemetry.snapshot().fusion
    assert snap.loops == 1 and snap.kernels == 1
    stepped = np.asarray(_session(code.format(T=40, step=" q = gather(S(1));")).workspace["r"])
    if device.name == "inprocess":
        np.testing.assert_array_equal(fused, stepped)
    else:
        np.testing.assert_allclose(fused, stepped, rtol=1e-5, atol=1e-6)


def test_a_step_that_changes_is_not_rolled(inprocess, monkeypatch):
    """Fusion's own roll (the VM's device loops off: they pass such a scalar per iteration,
    tests/accel/test_device_loops.py) keeps a step whose parameter changes unrolled."""
    from runmat_vm import device_loops

    monkeypatch.setattr(device_loops, "ENABLED", False)
    telemetry.reset()
    s = _session("S = gpuArray(ones(4, 1)); for t = 1:40, S = S .* 1.001 + t * 1e-5; end; r = gather(S);")
    assert telemetry.snapshot().fusion.loops == 0
    want = np.ones((4, 1))
    for t in range(1, 41):
        want = want * 1.001 + t * 1e-5
    np.testing.assert_allclose(np.asarray(s.workspace["r"]), want, rtol=1e-12)


def test_domain_steps_are_not_rolled_and_escape_as_before(inprocess):
    telemetry.reset()
    s = _session("S = gpuArray([4 -9]); for t = 1:20, S = sqrt(S) - 0.5; end; r = gather(S);")
    assert telemetry.snapshot().fusion.loops == 0
    assert np.asarray(s.workspace["r"]).dtype.kind == "c"


def test_steps_whose_base_is_known_non_negative_roll_and_escape_as_before(inprocess):
    # sqrt(S) + 0 is >= 0 (or NaN): the next step's sqrt needs no check (fusion/sign.py), so the
    # steps after the first roll; the first step's escape still recomputes all, as on the host
    code = "S = {dev}([4 -9]); for t = 1:20, S = sqrt(S) + 0; end; r = gather(S);"
    telemetry.reset()
    s = _session(code.format(dev="gpuArray"))
    assert telemetry.snapshot().fusion.loops == 1
    want = np.asarray(_session(code.format(dev="")).workspace["r"])
    np.testing.assert_allclose(np.asarray(s.workspace["r"]), want, rtol=1e-12)
    assert np.asarray(s.workspace["r"]).dtype.kind == "c"


def test_unrolled_loop_equals_the_loop(inprocess):
    """unroll (what a loop kernel that fails to compile or launch is computed from, call by call)
    gives the per-iteration graph the loop stands for."""
    from runmat_accel.fusion.loop import roll, unroll

    want = np.asarray(_gbm(30)[0].workspace["r"])
    s = _session(GBM.format(M=500, T=30, step=""))
    node = s.workspace.raw("S")._node
    assert node.loop is not None or roll(node)
    chain = unroll(node)
    assert chain.loop is None and chain.size > 30 * 4
    got = runmat_accel.download(runmat_accel.GpuArray.pending(node.provider, chain))
    np.testing.assert_array_equal(got, want)


def test_host_and_device_agree_after_philox(device):
    """rng(7, 'philox'): the host draws the device's Philox4x32-10 stream, so the same loop on host
    arrays (the CPU) gives the loop kernel's values."""
    code = ("rng(7, 'philox'); S = 100 * ones(300, 1, 'single'{dev}); drift = -0.0001; scale = 0.01;"
            " for t = 1:50, S = S .* exp(drift + scale*randn(300, 1, 'single'{dev})); end; r = gather(S);")
    dev = np.asarray(_session(code.format(dev=", 'gpuArray'")).workspace["r"])
    host = np.asarray(_session(code.format(dev="")).workspace["r"])
    if device.name == "inprocess":
        np.testing.assert_array_equal(dev, host)
    else:
        np.testing.assert_allclose(dev, host, rtol=2e-6)


@pytest.mark.parametrize("cls", ["double", "single"])
def test_philox_uniforms_are_the_same_on_host_and_device(device, cls):
    s = _session(f"rng(7, 'philox'); a = rand(4, 5, '{cls}'); b = randn(3, 1, '{cls}');"
                 f" rng(7, 'philox'); c = gather(rand(4, 5, '{cls}', 'gpuArray')); d = gather(randn(3, 1, '{cls}', 'gpuArray'));")
    a, b, c, d = (np.asarray(s.workspace[n]) for n in "abcd")
    np.testing.assert_array_equal(a, c)
    if device.name == "inprocess":
        np.testing.assert_array_equal(b, d)
    else:
        np.testing.assert_allclose(b, d, rtol=1e-6 if cls == "single" else 1e-15)


def test_loop_renders_as_one_cuda_kernel_with_the_loop_inside(inprocess):
    """The CUDA source of a rolled GBM: one loop over the count parameter, the draw's counter
    advancing by its stride, the carried value in a register (checked without a GPU)."""
    from runmat_accel.fusion.loop import roll_graph
    from runmat_accel.fusion.program import cuda_source, plan

    s = _session(GBM.format(M=64, T=40, step="") + " Y = S - 1;")
    node = s.workspace.raw("Y")._node
    # the VM's device loop rolled S already; else computing Y rolls it first
    assert node.operands[0].loop is not None or roll_graph(node)
    prog, _, params, _ = plan(node)
    assert any(st.body is not None for st in prog.steps) and prog.draws == 1
    _ins, _out, op, preamble = cuda_source(prog)
    assert op.count("for (unsigned long long it") == 1 and "rm_normal_float" in op and "rm_philox" in preamble
    assert 40 in params
    telemetry.reset()
    s = _session(GBM.format(M=64, T=40, step="") + " r = gather(S - 1);")
    f = telemetry.snapshot().fusion
    assert f.kernels == 1 and f.loops == 1 and f.loop_iterations == 40


def test_vm_device_loop_host_work_is_constant_and_equals_the_cpu_provider(inprocess):
    """The VM runs a GBM loop as a device loop (runmat_vm/device_loops.py): two recorded iterations
    whatever T, one loop kernel, and after rng(7, 'philox') the CPU provider's values bit for bit."""
    code = ("rng(7, 'philox'); drift = -0.0001; scale = 0.01; S = 100 * ones(300, 1, 'single', 'gpuArray');"
            " for t = 1:{T}, Z = randn(300, 1, 'single', 'gpuArray'); S = S .* exp(drift + scale*Z); end;"
            " r = gather(S); u = gather(rand(2, 1, 'gpuArray'));")
    stats, values = [], {}
    for T in (10, 100, 1000):
        telemetry.reset()
        values[T] = _session(code.format(T=T)).workspace
        stats.append(telemetry.snapshot().fusion)
    assert len({(f.deferred, f.kernels) for f in stats}) == 1 and stats[0].loops == 1
    host = code.format(T=100).replace(", 'gpuArray'", "")  # the same script on the host
    assert "gpuArray" not in host
    cpu = _session(host).workspace
    for name in ("r", "u"):
        np.testing.assert_array_equal(np.asarray(values[100][name]), np.asarray(cpu[name]))
