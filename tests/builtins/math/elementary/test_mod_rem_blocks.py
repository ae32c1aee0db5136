"""mod/rem of a large double array by an integer-valued scalar: computed block by block in a
cache-sized scratch, equal element for element to the same call on small pieces (the unblocked
path) and to exact remainders where the operands are integers."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import call_builtin, catalog
from runmat_builtins.lib.math.elementary.basic import BLOCK


def _values(n: int, rng: np.random.Generator) -> np.ndarray:
    x = np.concatenate([
        np.floor((rng.random(n) - 0.5) * 2e6),              # integers of both signs
        (rng.random(n) - 0.5) * 1e3,                        # fractions
        rng.random(n) * 2.0 ** 60,                          # beyond 2^53: quotients round
        np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 7.0, -7.0, 14.0, -14.0, 2.0 ** 53 + 2]),
    ])
    rng.shuffle(x)
    return x


@pytest.mark.parametrize("name", ["mod", "rem"])
@pytest.mark.parametrize("y", [7.0, -7.0, 1.0, 2147483647.0, -3.0])
@pytest.mark.parametrize("order", ["C", "F"])
def test_blocks_equal_the_unblocked_call_on_pieces(name, y, order):
    catalog()
    rng = np.random.default_rng(abs(int(y)) + len(name))
    flat = _values(3 * BLOCK + 17, rng)
    x = np.asarray(flat[: (flat.size // 3) * 3].reshape(3, -1), order=order)
    got = call_builtin(name, x, y)
    assert got.shape == x.shape and got.dtype == np.float64
    col = x.reshape(-1, order="F")
    pieces = [call_builtin(name, col[i:i + 1000].reshape(1, -1).copy(), y) for i in range(0, col.size, 1000)]
    want = np.concatenate([p.reshape(-1) for p in pieces]).reshape(x.shape, order="F")
    assert np.array_equal(got, want, equal_nan=True)
    assert np.array_equal(np.signbit(got), np.signbit(want))


@pytest.mark.parametrize("y", [7.0, -7.0, 2147483647.0])
def test_integer_operands_give_exact_remainders(y):
    catalog()
    x = np.floor((np.random.default_rng(5).random((1, 2 * BLOCK + 3)) - 0.5) * 2e9)
    m = call_builtin("mod", x, y)
    r = call_builtin("rem", x, y)
    exact_m = np.array([[math.fmod(math.fmod(v, y) + y, y) for v in x.ravel()]])
    exact_r = np.array([[math.fmod(v, y) for v in x.ravel()]])
    assert np.array_equal(m, exact_m)
    assert np.array_equal(r, exact_r)
    # rem takes the dividend's sign, zeros included; mod(-y, y) style zeros are +0
    neg_multiple = np.full((1, 2 * BLOCK), -3.0 * abs(y))
    assert np.signbit(call_builtin("rem", neg_multiple, abs(y))).all()
    assert not np.signbit(call_builtin("mod", neg_multiple, abs(y))).any()


def test_non_finite_elements_give_nan():
    catalog()
    x = np.zeros((1, 2 * BLOCK))
    x[0, 5], x[0, BLOCK + 3], x[0, -1] = np.inf, -np.inf, np.nan
    for name in ("mod", "rem"):
        out = call_builtin(name, x, 3.0)
        assert np.isnan(out[0, [5, BLOCK + 3, -1]]).all() and (out[0, :5] == 0).all()


def test_a_held_dividend_is_never_written():
    catalog()
    x = np.arange(4.0 * BLOCK).reshape(1, -1)
    before = x.copy()
    out = call_builtin("mod", x, 5.0)
    assert out is not x and np.array_equal(x, before)


@pytest.mark.parametrize("y", ["7", "-7", "3"])
def test_a_dying_operand_takes_the_result_in_its_own_buffer(y):
    # mod(a * x, y): the product is a temporary that only the call holds, so the blocks write
    # their results over it; each equals the call on an operand that something else still holds
    import io

    from runmat_vm import Session

    s = Session(stdout=io.StringIO())
    s.workspace["x"] = _values(2 * BLOCK + 5, np.random.default_rng(3)).reshape(1, -1)
    s.run(f"p = 3 * x; held = mod(p, {y}); dying = mod(3 * x, {y});")
    held, dying = s.workspace["held"], s.workspace["dying"]
    assert np.array_equal(held, dying, equal_nan=True)
    assert np.array_equal(np.signbit(held), np.signbit(dying))
