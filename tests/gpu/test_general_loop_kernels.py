"""Device loops (runmat_vm/device_loops.py) beyond GBM on each device provider: several carried
arrays, masks, uniform and integer draws, per-iteration scalars. One loop kernel whatever T, and
the values of the step-by-step run and of the same script on the host: bit for bit on the in-process device,
within rounding on CUDA (its compiler contracts a*b+c into one fused multiply-add)."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest

from runmat_accel import telemetry
from runmat_vm import Session, device_loops

LOOPS = {
    "leapfrog": ("x = gpuArray(linspace(-1, 1, 64)'); v = zeros(64, 1, 'gpuArray'); dt = 0.01;",
                 "v = v - dt * x; x = x + dt * v;", "x v"),
    "running max": ("S = 100 * ones(64, 1, 'single', 'gpuArray'); M = S * 1;",
                    "Z = randn(64, 1, 'single', 'gpuArray'); S = S .* exp(-0.0001 + 0.01*Z); M = max(M, S);",
                    "S M"),
    "masks": ("x = gpuArray(linspace(0, 1, 64)'); v = x * 0; k = 2; a = 0;",
              "a = min(0.1 - k * x, 1) .* (x > 0.2); v = v + 0.01 * a; x = max(x + 0.01 * v, 0);", "x v a"),
    "masked assignment": ("S = gpuArray(linspace(0.2, 2, 64)'); M = S;",
                          "S = S .* 1.01 - 0.02; S(S < 0.5) = 0.5; M = max(M, S);", "S M"),
    "uniforms": ("A = zeros(64, 1, 'gpuArray'); B = A + 1;",
                 "U = rand(64, 1, 'gpuArray'); A = A + U; B = min(B, U);", "A B"),
    "integers": ("S = zeros(64, 1, 'gpuArray');",
                 "K = randi([-2 3], 64, 1, 'gpuArray'); S = S + K .* rand(64, 1, 'gpuArray');", "S"),
    "per-iteration scalars": ("S = gpuArray(ones(64, 1)); V = S * 0;",
                              "S = S .* 1.001 + sin(t * 0.3) * 1e-3; V = max(V, S);", "S V"),
}


def _run(name: str, T: int, loops: bool, monkeypatch, host: bool = False):
    """The loop's gathered values and fusion telemetry; ``host``: the same script with no
    gpuArray (constructors' 'gpuArray' and conversions dropped), on the host provider."""
    init, body, names = LOOPS[name]
    outs = " ".join(f"g{n} = gather({n});" for n in names.split())
    monkeypatch.setattr(device_loops, "ENABLED", loops)
    telemetry.reset()
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    code = f"rng(7, 'philox'); {init} for t = 1:{T}, {body} end; {outs}"
    s.run(re.sub(r",\s*'gpuArray'", "", code).replace("gpuArray(", "(") if host else code)
    return {n: np.asarray(s.workspace["g" + n]) for n in names.split()}, telemetry.snapshot().fusion


def _same(device, a: dict, b: dict) -> None:
    for n in a:
        assert a[n].dtype == b[n].dtype, n
        if device.name == "inprocess":
            np.testing.assert_array_equal(a[n], b[n], err_msg=n)
        else:
            tol = 1e-5 if a[n].dtype == np.float32 else 1e-12
            np.testing.assert_allclose(a[n], b[n], rtol=tol, atol=tol, err_msg=n)


@pytest.mark.parametrize("name", list(LOOPS))
def test_general_loops_are_loop_kernels_with_the_step_values(device, monkeypatch, name):
    stats = []
    for T in (8, 80):
        fused, f = _run(name, T, True, monkeypatch)
        stepped, g = _run(name, T, False, monkeypatch)
        assert f.loops >= 1 and g.deferred > f.deferred
        _same(device, fused, stepped)
        stats.append(f.kernels)
    assert stats[0] == stats[1]  # the kernel count does not grow with T
    cpu, _ = _run(name, 80, True, monkeypatch, host=True)
    _same(device, fused, cpu)
