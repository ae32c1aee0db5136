"""Helpers for math-A tests: typed array constructors and an error-identifier assertion.
Expected values come from GNU Octave 7.3 runs (batched) or MATLAB's documentation."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException, call_builtin


def arr(values, dtype=np.float64):
    a = np.array(values, dtype=dtype)
    return a if a.ndim >= 2 else a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)


def i8(v):
    return arr(v, np.int8)


def raises_id(ident, name, *args, **kw):
    with pytest.raises(MException) as info:
        call_builtin(name, *args, **kw)
    assert info.value.identifier == ident, (info.value.identifier, info.value.message)
    return info.value


def same(got, expected, cls=None):
    """Compare a builtin result with an expected value, including class when given."""
    g = np.asarray(got)
    e = np.asarray(expected)
    assert g.reshape(-1).shape == e.reshape(-1).shape, (got, expected)
    assert np.array_equal(g.reshape(-1), e.reshape(-1), equal_nan=True), (got, expected)
    if cls is not None:
        from runmat_builtins.values import class_of

        assert class_of(got) == cls, (class_of(got), cls)
