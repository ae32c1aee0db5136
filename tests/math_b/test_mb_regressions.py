"""Regressions in reductions found by the GPU parity run and benchmarks."""

from __future__ import annotations

import numpy as np

from runmat_builtins import call_builtin
from runmat_builtins.values import char_row


def test_mean_omitnan_keeps_single():
    out = call_builtin("mean", np.array([[1, np.nan, 3]], dtype=np.float32), 2.0, char_row("omitnan"))
    assert out.dtype == np.float32 and out[0, 0] == 2.0


def test_row_reductions_are_whole_array_reductions():
    x = np.arange(1.0, 7.0, dtype=np.float32).reshape(1, 6)
    s = call_builtin("sum", x)
    assert s.dtype == np.float32 and s.shape == (1, 1) and s[0, 0] == 21.0
    assert call_builtin("sum", np.zeros((1, 0)), 2.0) == 0.0
    assert call_builtin("sum", np.zeros((0, 3)), 2.0).shape == (0, 1)
    assert call_builtin("prod", x.reshape(6, 1, 1)).reshape(-1)[0] == 720.0


def test_sum_adds_in_order_like_matlab():
    # Octave 7.3 and MATLAB: sum(0.1*ones(1,10)) == 1 is false (sequential addition)
    x = np.full((1, 10), 0.1)
    assert call_builtin("sum", x) == sum([0.1] * 10) != 1.0
    assert call_builtin("sum", x.T) == sum([0.1] * 10)
    assert call_builtin("mean", x) == sum([0.1] * 10) / 10
    assert call_builtin("sum", np.full((2, 10), 0.1), 2.0)[0, 0] == sum([0.1] * 10)


def test_var_std_omitnan_and_weights_keep_single():
    a = np.array([[1, 2, np.nan], [3, 5, 8]], dtype=np.float32)
    for name in ("var", "std"):
        out = call_builtin(name, a, 0.0, 1.0, char_row("omitnan"))
        assert out.dtype == np.float32, name
        out = call_builtin(name, a, np.array([[1.0, 2.0]]), 1.0)
        assert out.dtype == np.float32, name
