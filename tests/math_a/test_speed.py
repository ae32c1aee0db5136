"""Per-call cost of scalar and vector math through call_builtin (guard + catalog + body).
Bounds are loose (shared CI machines); the measured numbers are printed with -s."""

from __future__ import annotations

import timeit

import numpy as np

from runmat_builtins import call_builtin, catalog


def _per_call_us(fn, n=20000):
    return min(timeit.repeat(fn, number=n, repeat=5)) / n * 1e6


def test_scalar_and_vector_cost():
    catalog()
    v = np.linspace(0, 1, 1000).reshape(1, -1)
    plus = _per_call_us(lambda: call_builtin("plus", 1.0, 2.0))
    sin = _per_call_us(lambda: call_builtin("sin", v), n=5000)
    sin_np = _per_call_us(lambda: np.sin(v), n=5000)
    print(f"\nplus(1.0, 2.0): {plus:.2f} us/call; sin(v1000): {sin:.2f} us vs numpy {sin_np:.2f} us")
    assert plus < 25.0
    assert sin - sin_np < 25.0
