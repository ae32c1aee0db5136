"""The session's Mersenne Twister (``ctx.rng``) and the seed bookkeeping ``rng`` reports."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.context import HostContext

DEFAULT_SEED = 5489  # MATLAB's twister seed 0 is the reference generator's 5489
_FALLBACK = HostContext()


def context(ctx: Any) -> Any:
    """The caller's context, or a process-wide one for plain Python calls without ``ctx``."""
    return ctx if ctx is not None else _FALLBACK


def generator(ctx: Any) -> np.random.RandomState:
    c = context(ctx)
    r = getattr(c, "rng", None)
    if r is None:
        r = np.random.RandomState(DEFAULT_SEED)
        c.rng = r
    return r


def philox(ctx: Any) -> Any:
    """The session's host Philox stream after rng(seed, 'philox'), else None (the twister)."""
    return getattr(context(ctx), "philox", None)


def uniform(ctx: Any, shape: tuple[int, ...], dtype: Any = None) -> np.ndarray:
    """Uniform (0,1) doubles filled column-major, as MATLAB's rand does; under rng(seed, 'philox')
    the device's Philox values of class ``dtype`` (double when None)."""
    stream = philox(ctx)
    if stream is not None:
        return stream.draw("uniform", shape, dtype or np.float64)
    n = 1
    for d in shape:
        n *= d
    return generator(ctx).random_sample(n).reshape(shape, order="F")


def normal(ctx: Any, shape: tuple[int, ...], dtype: Any = None) -> np.ndarray:
    stream = philox(ctx)
    if stream is not None:
        return stream.draw("normal", shape, dtype or np.float64)
    n = 1
    for d in shape:
        n *= d
    # Box-Muller over pairs of uniforms: no cached second value, so rng(s) restores exactly.
    m = (n + 1) // 2
    u = generator(ctx).random_sample(2 * m)
    r = np.sqrt(-2.0 * np.log1p(-u[:m]))
    t = 2.0 * np.pi * u[m:]
    z = np.concatenate((r * np.cos(t), r * np.sin(t)))[:n]
    return z.reshape(shape, order="F")
