"""MATLAB gpuArray semantics end to end through the VM, on inprocess and on cuda.

Each snippet runs twice in fresh sessions: once with ``DEV(x)`` meaning ``gpuArray(x)``
and once meaning ``x``; the listed results must agree (gathered), keep their class, and
be gpuArrays in the device run. Further tests check residency (nothing comes home before
a sink), that constructors build on the device without uploads, and that parameter
arguments never move execution.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_vm import Session

from gpu_support import scalars_stay

# (label, code, result variables). Inputs come from rand with the session's default seed,
# so both runs see the same numbers.
SNIPPETS = [
    ("elementwise and operators", "A = DEV(rand(3,4)); B = DEV(rand(3,4)) + 0.5;"
     "r1 = sin(A) .* exp(B) - A ./ B; r2 = A .^ 2 + sqrt(B); r3 = -A + abs(B - 1);", ["r1", "r2", "r3"]),
    ("comparisons and logical ops", "A = DEV(rand(3,4)); B = DEV(rand(3,4));"
     "r1 = A > B; r2 = (A <= 0.5) & (B ~= A); r3 = ~(A < 0.3) | xor(A > 0.5, B > 0.5);", ["r1", "r2", "r3"]),
    ("implicit expansion", "c = DEV(rand(3,1)); r = DEV(rand(1,4));"
     "r1 = c + r; r2 = c .* r - 1; r3 = c > r;", ["r1", "r2", "r3"]),
    ("mixed host and device operands", "A = DEV(rand(3,4)); H = rand(3,4);"
     "r1 = A + H; r2 = H .* A; r3 = 2 * A + 1;", ["r1", "r2", "r3"]),
    ("single precision stays single", "S = DEV(single(rand(3,4)));"
     "r1 = S * 2.5 + 1; r2 = exp(S) .* S; r3 = sum(S, 2);", ["r1", "r2", "r3"]),
    ("reductions with dims, all and omitnan", "A = DEV([1 NaN 3; 4 5 NaN; 7 8 9]);"
     "r1 = sum(A, 1); r2 = sum(A, 'all'); r3 = max(A, [], 2); r4 = mean(A, 2, 'omitnan');"
     "r5 = sum(A, 'omitnan'); r6 = prod(A(:, 1)); r7 = min(A, [], 'all');", ["r1", "r2", "r3", "r4", "r5", "r6", "r7"]),
    ("matrix product and transpose", "A = DEV(rand(3,4)); B = DEV(rand(4,2));"
     "r1 = A * B; r2 = A'; r3 = A.' * A; r4 = (A * A') \\ ones(3, 1);", ["r1", "r2", "r3", "r4"]),
    ("reshape, permute, cat, repmat, circshift", "A = DEV(rand(3,4));"
     "r1 = reshape(A, 2, 6); r2 = permute(A, [2 1]); r3 = [A; A]; r4 = [A, A * 2];"
     "r5 = repmat(A, 2, 1); r6 = circshift(A, 1, 2); r7 = cat(3, A, A);", ["r1", "r2", "r3", "r4", "r5", "r6", "r7"]),
    ("cumulative, sort, find, any, all", "A = DEV(rand(3,4)) - 0.5;"
     "r1 = cumsum(A, 2); r2 = cumprod(A); r3 = sort(A, 2, 'descend'); r4 = find(A > 0);"
     "r5 = any(A > 0.4); r6 = all(A > -0.6, 2);", ["r1", "r2", "r3", "r4", "r5", "r6"]),
    ("indexing reads", "G = DEV(magic(4));"
     "r1 = G(2:end, :); r2 = G(:, 2); r3 = G(end, end); r4 = G(G > 8); r5 = G([1 3], [2 4]);",
     ["r1", "r2", "r3", "r4", "r5"]),
    ("indexed assignment", "G = DEV(magic(4)); G(2:end, :) = 0; r1 = G;"
     "H = DEV(magic(4)); H(H > 10) = -1; r2 = H; K = DEV(rand(3)); K(:, 2) = [7; 8; 9]; r3 = K;"
     "L = DEV(rand(2, 3)); L(5) = 4; r4 = L;", ["r1", "r2", "r3", "r4"]),
]


def _run(code: str, on_device: bool) -> Session:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code.replace("DEV(", "gpuArray(" if on_device else "("))
    return s


@pytest.mark.parametrize("label,code,outs", SNIPPETS, ids=[s[0] for s in SNIPPETS])
def test_snippet_parity(device, label, code, outs):
    host = _run(code, False)
    telemetry.reset()
    dev = _run(code, True)
    snap = telemetry.snapshot()
    assert not snap.fallbacks, snap.fallbacks
    for name in outs:
        h, d = host.workspace.raw(name), dev.workspace.raw(name)
        hv = np.atleast_2d(np.asarray(h))
        if hv.size == 1 and not scalars_stay(device):
            d = runmat_accel.upload(hv, device)  # see scalars_stay: this provider brings scalars home
        assert isinstance(d, GpuArray), f"{name} is {type(d).__name__}, not a gpuArray"
        assert d.provider is device
        dv = runmat_accel.download(d)
        assert d.underlying_class == _class(hv), f"{name}: {d.underlying_class} vs {_class(hv)}"
        assert dv.shape == hv.shape, f"{name}: size {dv.shape} vs {hv.shape}"
        tol = 1e-5 if dv.dtype == np.float32 else 1e-12
        np.testing.assert_allclose(dv, hv, rtol=tol, atol=tol, equal_nan=True, err_msg=name)


def _class(a: np.ndarray) -> str:
    return runmat_accel.underlying_class(a.dtype)


def test_results_stay_on_device_until_a_sink(device):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    telemetry.reset()
    s.run("G = gpuArray(rand(300, 400)); for k = 1:5, G = G .* 0.5 + sin(G); end; m = mean(G(:));"
          "c = class(G); u = underlyingType(G); e = existsOnGPU(G);")
    snap = telemetry.snapshot()
    assert snap.downloads == 0  # nothing came home before a sink
    if device.name == "cuda":
        assert snap.uploads == 1  # only the gpuArray() itself moved data
    assert isinstance(s.workspace.raw("m"), GpuArray) or not scalars_stay(device)
    assert s.workspace["c"] == "gpuArray" and s.workspace["u"] == "double" and bool(s.workspace["e"])
    s.run("disp(m > -1); x = gather(m);")
    assert s.ctx.stdout.getvalue().strip() == "1"
    assert telemetry.snapshot().downloads >= int(scalars_stay(device))
    assert isinstance(s.workspace.raw("x"), (float, np.ndarray))


def test_constructors_build_on_the_device(device, monkeypatch):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("P = gpuArray(single(1));")
    copies = []
    if device.name == "cuda":  # host arrays handed to CuPy are copies telemetry would not see
        import cupy

        real = cupy.asarray
        monkeypatch.setattr(cupy, "asarray", lambda a, *k, **kw: (
            copies.append(getattr(a, "shape", ())) if isinstance(a, np.ndarray) else None, real(a, *k, **kw))[1])
    telemetry.reset()
    s.run("Z = zeros(2, 3, 'gpuArray'); O = ones(2, 2, 'like', P); I = eye(3, 'gpuArray');"
          "R = rand(2, 2, 'single', 'gpuArray'); N = randn(3, 1, 'like', P);")
    for name, cls, shape in (("Z", "double", (2, 3)), ("O", "single", (2, 2)), ("I", "double", (3, 3)),
                             ("R", "single", (2, 2)), ("N", "single", (3, 1))):
        g = s.workspace.raw(name)
        assert isinstance(g, GpuArray) and g.provider is device, name
        assert g.underlying_class == cls and g.shape == shape, name
    snap = telemetry.snapshot()
    assert not snap.fallbacks
    assert not copies, f"host arrays copied to the device: {copies}"
    assert snap.uploads == 0, "constructors must build on the device, not upload"


def test_parameter_arguments_never_move_execution(device):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    telemetry.reset()
    s.run("d = gpuArray(2); A = [1 2; 3 4]; s = sum(A, d); r = reshape(A, gpuArray(1), 4);")
    assert not isinstance(s.workspace.raw("s"), GpuArray)
    assert not isinstance(s.workspace.raw("r"), GpuArray)
    np.testing.assert_array_equal(s.workspace["s"], [[3.0], [7.0]])
    assert telemetry.snapshot().device_calls == {}


def test_display_is_a_sink(device):
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    s.run("G = gpuArray([1 2 3])")
    text = out.getvalue()
    assert "1" in text and "3" in text and "G" in text
