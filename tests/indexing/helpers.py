"""Shared fixtures for the indexing tests: MATLAB values built by hand."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import char_row

MAGIC3 = np.array([[8., 1., 6.], [3., 5., 7.], [4., 9., 2.]])
MAGIC4 = np.array([[16., 2., 3., 13.], [5., 11., 10., 8.], [9., 7., 6., 12.], [4., 14., 15., 1.]])


def row(*xs: float) -> np.ndarray:
    return np.array([xs], dtype=np.float64)


def col(*xs: float) -> np.ndarray:
    return np.array(xs, dtype=np.float64).reshape(-1, 1)


def rng(a: int, b: int, step: int = 1) -> np.ndarray:
    """MATLAB ``a:step:b`` as a double row."""
    return np.arange(a, b + (1 if step > 0 else -1), step, dtype=np.float64).reshape(1, -1)


def nd(n: int, *shape: int) -> np.ndarray:
    """``reshape(1:n, shape)`` (column-major)."""
    return np.arange(1., n + 1.).reshape(shape, order="F")


def mask(*bits: int) -> np.ndarray:
    return np.array([bits], dtype=bool)


def chars(s: str) -> np.ndarray:
    return char_row(s)


def raises(identifier: str, fn, *args, message: str | None = None, **kw) -> MException:
    with pytest.raises(MException) as info:
        fn(*args, **kw)
    assert info.value.identifier == identifier, (info.value.identifier, info.value.message)
    if message is not None:
        assert info.value.message == message
    return info.value


def same(a, b) -> None:
    """Equal class, shape and values."""
    assert type(a) is type(b), (type(a), type(b))
    if isinstance(a, np.ndarray):
        assert a.dtype == b.dtype, (a.dtype, b.dtype)
        assert a.shape == b.shape, (a.shape, b.shape)
        assert np.array_equal(a, b), (a, b)
    else:
        assert a == b
