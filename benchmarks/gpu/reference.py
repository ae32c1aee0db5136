"""Hand-written CuPy and NumPy versions of the three GPU benchmark cases.

Written the way a user of each library would write them (plain array calls, no
custom kernels; random numbers from CuPy's Generator API, the fastest it has),
computing what the matching ``.m`` script computes, and ending with a host scalar,
which forces the device to finish. ``*_fused`` are the same cases with the elementwise
work hand-written as one CuPy ElementwiseKernel per step: the floor that unfused
array code cannot reach.
"""

from __future__ import annotations

import math
from typing import Any

# Parameters shared with the .m scripts (the harness passes the same values to both).
GBM = {"S0": 100.0, "mu": 0.05, "sigma": 0.2, "dt": 1.0 / 252.0}
IMAGE = {"H": 2160, "W": 3840, "gain": 1.1, "bias": 0.05, "gamma": 1.0 / 2.2, "eps": 1e-6}


def gbm(xp: Any, M: int, T: int, rng: Any) -> float:
    """Mean of S_T over M single-precision paths of T steps; ``rng`` draws normals."""
    p = GBM
    drift = (p["mu"] - 0.5 * p["sigma"] ** 2) * p["dt"]
    scale = p["sigma"] * math.sqrt(p["dt"])
    S = p["S0"] * xp.ones((M, 1), dtype=xp.float32)
    for _ in range(T):
        S = S * xp.exp(drift + scale * rng((M, 1)))
    return float(xp.mean(S))


GBM_LOOP_SRC = r"""
extern "C" __global__ void gbm_loop(float* S, const long long M, const int T, const float S0,
                                    const float drift, const float scale,
                                    const unsigned long long key, const unsigned long long ctr0) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= M) return;
    float s = S0;
    for (int t = 0; t < T; ++t) {
        float z = rm_normal_float(key, ctr0 + (unsigned long long)t * (unsigned long long)M + (unsigned long long)i);
        s = s * expf(drift + scale * z);
    }
    S[i] = s;
}
"""


def gbm_loop_kernel(cp: Any, T: int) -> Any:
    """GBM as one hand-written kernel: a thread per path, the T steps inside, normals from
    in-kernel Philox4x32-10 (the generator the VM's kernels use), then CuPy's mean. Returns
    ``run(M) -> float`` (a fresh stream position each call, as the VM's draws advance)."""
    import numpy as np

    from runmat_accel.fusion.random import CUDA_RANDOM

    kern = cp.RawKernel(CUDA_RANDOM + GBM_LOOP_SRC, "gbm_loop")
    p = GBM
    drift = (p["mu"] - 0.5 * p["sigma"] ** 2) * p["dt"]
    scale = p["sigma"] * math.sqrt(p["dt"])
    ctr = [0]

    def run(M: int) -> float:
        S = cp.empty((M, 1), dtype=cp.float32)
        threads = 256
        kern(((M + threads - 1) // threads,), (threads,),
             (S, np.int64(M), np.int32(T), np.float32(p["S0"]), np.float32(drift), np.float32(scale),
              np.uint64(0x5EED1234), np.uint64(ctr[0])))
        ctr[0] += M * T
        return float(S.mean())

    return run


def gbm_expected(T: int) -> float:
    p = GBM
    return p["S0"] * math.exp(p["mu"] * T * p["dt"])


def chain_input(xp: Any, N: int) -> Any:
    """single(linspace(0, 4*pi, N)) on ``xp``'s device (a 1xN row, as MATLAB makes it)."""
    return xp.linspace(0.0, 4.0 * math.pi, N).astype(xp.float32).reshape(1, N)


def chain(xp: Any, x: Any) -> float:
    """sin, exp, cos, tanh and .^ over x, reduced to one number."""
    y = xp.sin(x) * xp.exp(-x / 10.0) + xp.cos(x) * xp.tanh(x)
    y = y ** 2
    return float(xp.sum(y))


def image_input(xp: Any, B: int, rng: Any) -> Any:
    """B images of H x W uniform singles in [0, 1), stored B x H x W."""
    return rng((B, IMAGE["H"], IMAGE["W"]))


def image_norm(xp: Any, X: Any) -> float:
    """Per-image mean/std over dims [2 3], normalize, gain/bias, clamp to [0, 1], gamma, MSE."""
    p = IMAGE
    n = X.shape[1] * X.shape[2]
    mu = xp.mean(X, axis=(1, 2), keepdims=True)
    # std written out: cupy.std over axes (1, 2) runs a slow generic reduction kernel
    # (about 350 ms at B = 64 on an H200, against about 1 ms for these sums)
    sd = xp.sqrt(xp.sum((X - mu) ** 2, axis=(1, 2), keepdims=True) / (n - 1))
    Y = (X - mu) / (sd + p["eps"])
    Y = Y * p["gain"] + p["bias"]
    Y = xp.minimum(xp.maximum(Y, 0.0), 1.0)
    Y = Y ** p["gamma"]
    return float(xp.mean((Y - X) ** 2))


def cupy_rngs(cp: Any, seed: int = 0) -> tuple[Any, Any]:
    """(normal, uniform) single-precision samplers on the device (the Generator API, faster
    than the legacy ``cupy.random`` functions: 58 against 91 ms for GBM M=1e7 on an H200)."""
    g = cp.random.default_rng(seed)
    return (lambda shape: g.standard_normal(shape, dtype=cp.float32),
            lambda shape: g.random(shape, dtype=cp.float32))


_KERNELS: dict[str, Any] = {}


def _kernel(cp: Any, name: str, ins: str, outs: str, body: str) -> Any:
    k = _KERNELS.get(name)
    if k is None:
        k = _KERNELS[name] = cp.ElementwiseKernel(ins, outs, body, name)
    return k


def gbm_fused(cp: Any, M: int, T: int, rng: Any) -> float:
    """GBM with each step's update as one kernel (normals from the Generator API)."""
    p = GBM
    drift = (p["mu"] - 0.5 * p["sigma"] ** 2) * p["dt"]
    scale = p["sigma"] * math.sqrt(p["dt"])
    step = _kernel(cp, "gbm_step", "float32 z, float32 drift, float32 scale", "float32 S",
                   "S = S * expf(drift + scale * z)")
    S = cp.full((M, 1), p["S0"], dtype=cp.float32)
    for _ in range(T):
        step(rng((M, 1)), cp.float32(drift), cp.float32(scale), S)
    return float(cp.mean(S))


def chain_fused(cp: Any, x: Any) -> float:
    y = _kernel(cp, "chain_y", "float32 x", "float32 y",
                "float v = sinf(x) * expf(-x / 10.0f) + cosf(x) * tanhf(x); y = v * v")(x)
    return float(cp.sum(y))


def image_norm_fused(cp: Any, X: Any) -> float:
    p = IMAGE
    n = X.shape[1] * X.shape[2]
    mu = cp.mean(X, axis=(1, 2), keepdims=True)
    sd = cp.sqrt(cp.sum((X - mu) ** 2, axis=(1, 2), keepdims=True) / (n - 1))
    sq = _kernel(cp, "image_norm_sq", "float32 x, float32 mu, float32 sd, float32 gain, float32 bias, "
                 "float32 gamma, float32 eps", "float32 e",
                 "float y = (x - mu) / (sd + eps) * gain + bias; y = fminf(fmaxf(y, 0.0f), 1.0f);"
                 "y = powf(y, gamma); e = (y - x) * (y - x)")
    e = sq(X, mu, sd, cp.float32(p["gain"]), cp.float32(p["bias"]), cp.float32(p["gamma"]), cp.float32(p["eps"]))
    return float(cp.mean(e))


def numpy_rngs(np: Any, seed: int = 0) -> tuple[Any, Any]:
    g = np.random.default_rng(seed)
    return (lambda shape: g.standard_normal(shape, dtype=np.float32),
            lambda shape: g.random(shape, dtype=np.float32))
