"""Random draws inside fused kernels: Philox4x32-10, a counter-based generator.

Each element's value is a pure function of (key, counter + element index), so a draw needs
no state on the device, fuses into any elementwise kernel, and recomputes identically. The
stream (key and next counter) lives here; ``rng(seed)`` resets it through :func:`seed`.
CUDA and NumPy compute the same bits.
"""

from __future__ import annotations

import threading

import numpy as np

_M0, _M1, _W0, _W1 = 0xD2511F53, 0xCD9E8D57, 0x9E3779B9, 0xBB67AE85
_MASK = 0xFFFFFFFF
_lock = threading.Lock()
_state = [0x5EED_0000_0000_0001, 0]  # key, next counter


def key_of(value: int) -> int:
    """The Philox key a seed gives (the device stream's and, after rng(seed, 'philox'), the host's)."""
    return (int(value) * 0x9E3779B97F4A7C15 + 0x5EED) & 0xFFFFFFFFFFFFFFFF


def seed(value: int) -> None:
    """Restart the device stream from a seed (what rng(seed) does for gpuArray draws)."""
    with _lock:
        _state[0] = key_of(value)
        _state[1] = 0


class HostStream:
    """The host's Philox stream after ``rng(seed, 'philox')``: the device stream's key and counters,
    so the host's rand/randn of a size give the values the device draws for the same seed."""

    __slots__ = ("key", "counter")

    def __init__(self, value: int) -> None:
        self.key, self.counter = key_of(value), 0

    def draw(self, dist: str, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
        n = 1
        for d in shape:
            n *= d
        ctr = self.counter
        self.counter = (ctr + max(n, 1)) & 0xFFFFFFFFFFFFFFFF
        return numpy_draw(dist, self.key, ctr, tuple(shape), np.dtype(dtype))


def position() -> tuple[int, int]:
    """(key, next counter) of the device stream."""
    with _lock:
        return _state[0], _state[1]


def advance(count: int) -> None:
    """Move the device stream past ``count`` counters (draws a device loop made inside its kernel)."""
    with _lock:
        _state[1] = (_state[1] + int(count)) & 0xFFFFFFFFFFFFFFFF


def take(count: int) -> tuple[int, int]:
    """(key, first counter) for a draw of ``count`` elements; the stream moves past them."""
    with _lock:
        key, ctr = _state
        _state[1] = (ctr + max(int(count), 1)) & 0xFFFFFFFFFFFFFFFF
        return key, ctr


def philox_numpy(key: int, counters: np.ndarray) -> tuple[np.ndarray, ...]:
    """The four 32-bit words Philox4x32-10 gives for each 64-bit counter (as uint64 arrays)."""
    c0 = counters & _MASK
    c1 = counters >> np.uint64(32)
    c2 = np.zeros_like(c0)
    c3 = np.zeros_like(c0)
    k0, k1 = key & _MASK, (key >> 32) & _MASK
    m0, m1, s32, mask = np.uint64(_M0), np.uint64(_M1), np.uint64(32), np.uint64(_MASK)
    for _ in range(10):
        p0, p1 = m0 * c0, m1 * c2
        hi0, lo0, hi1, lo1 = p0 >> s32, p0 & mask, p1 >> s32, p1 & mask
        c0, c1, c2, c3 = hi1 ^ c1 ^ np.uint64(k0), lo1, hi0 ^ c3 ^ np.uint64(k1), lo0
        k0, k1 = (k0 + _W0) & _MASK, (k1 + _W1) & _MASK
    return c0, c1, c2, c3


def _uniform(a: np.ndarray, b: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Open-interval (0, 1) uniforms from two words: 24 bits for single, 53 for double."""
    if dtype == np.float32:
        return (((a >> np.uint64(8)).astype(np.float32) + np.float32(0.5)) * np.float32(2.0 ** -24))
    bits = ((a << np.uint64(21)) | (b >> np.uint64(11))) & np.uint64((1 << 53) - 1)
    return (bits.astype(np.float64) + 0.5) * 2.0 ** -53


def numpy_draw(dist: str, key: int, counter: int, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """A draw of ``shape`` computed with NumPy, element i from counter + i (C order, as the kernel)."""
    n = int(np.prod(shape))
    ctr = (np.arange(n, dtype=np.uint64) + np.uint64(counter))
    w = philox_numpy(key, ctr)
    dt = np.dtype(dtype)
    if dist == "uniform":
        out = _uniform(w[0], w[1], dt)
    else:
        u1, u2 = _uniform(w[0], w[1], dt), _uniform(w[2], w[3], dt)
        out = (np.sqrt(-2 * np.log(u1)) * np.cos(dt.type(2 * np.pi) * u2)).astype(dt)
    return out.reshape(shape)


CUDA_RANDOM = r"""
__device__ __forceinline__ void rm_philox(unsigned long long key, unsigned long long ctr, unsigned int* w) {
    unsigned int c0 = (unsigned int)ctr, c1 = (unsigned int)(ctr >> 32), c2 = 0u, c3 = 0u;
    unsigned int k0 = (unsigned int)key, k1 = (unsigned int)(key >> 32);
    #pragma unroll
    for (int r = 0; r < 10; ++r) {
        unsigned int hi0 = __umulhi(0xD2511F53u, c0), lo0 = 0xD2511F53u * c0;
        unsigned int hi1 = __umulhi(0xCD9E8D57u, c2), lo1 = 0xCD9E8D57u * c2;
        unsigned int n0 = hi1 ^ c1 ^ k0, n2 = hi0 ^ c3 ^ k1;
        c0 = n0; c1 = lo1; c2 = n2; c3 = lo0;
        k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
    }
    w[0] = c0; w[1] = c1; w[2] = c2; w[3] = c3;
}
__device__ __forceinline__ float rm_u_float(unsigned int a, unsigned int b) {
    return ((float)(a >> 8) + 0.5f) * 5.9604644775390625e-08f;
}
__device__ __forceinline__ double rm_u_double(unsigned int a, unsigned int b) {
    unsigned long long bits = (((unsigned long long)a << 21) | (b >> 11)) & ((1ull << 53) - 1ull);
    return ((double)bits + 0.5) * 1.1102230246251565e-16;
}
__device__ __forceinline__ float rm_uniform_float(unsigned long long k, unsigned long long c) {
    unsigned int w[4]; rm_philox(k, c, w); return rm_u_float(w[0], w[1]);
}
__device__ __forceinline__ double rm_uniform_double(unsigned long long k, unsigned long long c) {
    unsigned int w[4]; rm_philox(k, c, w); return rm_u_double(w[0], w[1]);
}
__device__ __forceinline__ float rm_normal_float(unsigned long long k, unsigned long long c) {
    unsigned int w[4]; rm_philox(k, c, w);
    float u1 = rm_u_float(w[0], w[1]), u2 = rm_u_float(w[2], w[3]);
    return sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2);  /* cos(2 pi u2), no range reduction */
}
__device__ __forceinline__ double rm_normal_double(unsigned long long k, unsigned long long c) {
    unsigned int w[4]; rm_philox(k, c, w);
    double u1 = rm_u_double(w[0], w[1]), u2 = rm_u_double(w[2], w[3]);
    return sqrt(-2.0 * log(u1)) * cospi(2.0 * u2);
}
"""
