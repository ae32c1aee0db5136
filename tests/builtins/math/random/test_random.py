"""rng, rand, randn, randi, randperm: MATLAB's generator stream, save/restore, shapes, ranges."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import char_row, class_of
from tests.builtins.support import arr, call, m


def test_rng_rand_matches_matlab(ctx):
    call("rng", 42.0, ctx=ctx, nargout=0)
    assert call("rand", ctx=ctx) == 0.3745401188473625
    call("rng", char_row("default"), ctx=ctx, nargout=0)
    assert call("rand", ctx=ctx) == 0.8147236863931789
    call("rng", 0.0, ctx=ctx, nargout=0)
    x = call("rand", 2.0, 3.0, ctx=ctx)
    # MATLAB: rng default; rand(2,3) = [0.8147 0.1270 0.6324; 0.9058 0.9134 0.0975] (column-major fill)
    np.testing.assert_allclose(x, [[0.8147, 0.1270, 0.6324], [0.9058, 0.9134, 0.0975]], atol=1e-4)
    call("rng", char_row("default"), ctx=ctx, nargout=0)
    np.testing.assert_array_equal(call("randi", 10.0, 1.0, 5.0, ctx=ctx), m("9 10 2 10 7"))


def test_rng_save_restore(ctx):
    s = call("rng", ctx=ctx)
    assert class_of(s) == "struct" and "State" in s.fields and "Seed" in s.fields
    a = call("randn", 1.0, 3.0, ctx=ctx)
    call("rng", s, ctx=ctx, nargout=0)
    np.testing.assert_array_equal(call("randn", 1.0, 3.0, ctx=ctx), a)


def test_random_shapes_and_ranges(ctx):
    r = call("randi", m("-2 2"), 50.0, 1.0, ctx=ctx)
    assert r.shape == (50, 1) and r.min() >= -2 and r.max() <= 2
    assert class_of(call("randi", 5.0, 2.0, char_row("uint8"), ctx=ctx)) == "uint8"
    p = call("randperm", 6.0, ctx=ctx)
    assert sorted(p.ravel().tolist()) == [1, 2, 3, 4, 5, 6]
    assert call("randperm", 6.0, 3.0, ctx=ctx).shape == (1, 3)
    with pytest.raises(MException) as e:
        call("randi", 0.0, ctx=ctx)
    assert e.value.identifier == "MATLAB:randi:invalidLimits"
    assert class_of(call("rand", 2.0, char_row("single"), ctx=ctx)) == "single"
    assert arr(call("rand", 0.0, ctx=ctx)).shape == (0, 0)


def test_rng_philox_is_the_device_stream_on_the_host(ctx):
    """rng(seed, 'philox') draws Philox4x32-10 on the host (the gpuArray stream's values, class by
    class); rng(seed) alone returns to the twister."""
    from runmat_accel.fusion.random import key_of, numpy_draw

    call("rng", 7.0, char_row("philox"), ctx=ctx)
    assert "".join(np.asarray(call("rng", ctx=ctx, nargout=1).get("Type")).ravel()) == "philox"
    u = call("rand", 3.0, 4.0, char_row("single"), ctx=ctx)
    z = call("randn", 5.0, 1.0, ctx=ctx)
    np.testing.assert_array_equal(u, numpy_draw("uniform", key_of(7), 0, (3, 4), np.dtype(np.float32)))
    np.testing.assert_array_equal(z, numpy_draw("normal", key_of(7), 12, (5, 1), np.dtype(np.float64)))
    call("rng", 1.0, ctx=ctx)
    assert "".join(np.asarray(call("rng", ctx=ctx, nargout=1).get("Type")).ravel()) == "twister"
    call("rng", 42.0, ctx=ctx)
    assert abs(call("rand", ctx=ctx) - 0.3745401188473625) < 1e-15
