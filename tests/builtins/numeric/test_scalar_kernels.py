"""Every builtin's scalar kernel gives exactly what its array path gives on 1x1 arrays."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import MException, call_builtin, catalog
from runmat_builtins.numeric import scalar as K

VALUES = [-1e300, -7.0, -3.5, -2.5, -1.0, -0.5, -0.0, 0.0, 1 / 3, 0.1, 0.5, 1.0, 2.5, 3.0, 7.0, 65537.0,
          1e15 + 1, 1e300, math.inf, -math.inf, math.nan]


def _kernels(takes: str) -> list[str]:
    cat = catalog()
    return sorted(n for n in cat.names()
                  if getattr(cat.builtin(n), "scalar", None) is not None and cat.builtin(n).scalar.takes == takes)


# correctly rounded in both paths (IEEE operations, rounding, remainders, selections): bit for bit;
# transcendental functions come from libm in the kernel and NumPy's loops on arrays: within 4 ulp
EXACT = {"plus", "minus", "times", "mtimes", "rdivide", "ldivide", "mrdivide", "mldivide", "eq", "ne", "lt", "le",
         "gt", "ge", "and", "or", "not", "uminus", "uplus", "transpose", "ctranspose", "mod", "rem", "floor",
         "ceil", "fix", "round", "abs", "sign", "max", "min", "sqrt", "hypot"}


def _same(a, b, exact: bool = True) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        if a != a and b != b:
            return True
        if not exact and math.isfinite(a) and math.isfinite(b):
            return math.isclose(a, b, rel_tol=4 * 2.220446049250313e-16, abs_tol=1e-300)
    return a == b and type(a) is type(b)


def _array_answer(name: str, args: tuple):
    try:
        r = call_builtin(name, *(np.array([[a]]) for a in args))
    except MException:
        return "error"
    if isinstance(r, np.ndarray):
        if r.dtype.kind == "c":
            return "complex"
        r = r.item()
    if isinstance(r, complex):
        return "complex"
    return r


@pytest.mark.parametrize("name", _kernels("double"))


def test_kernel_matches_array_path(name):
    k = catalog().builtin(name).scalar
    grid = [()] if k.nargs == 0 else [(x,) for x in VALUES] if k.nargs == 1 else [(x, y) for x in VALUES for y in VALUES]
    answered = 0
    for args in grid:
        r = k(*args)
        if r is NotImplemented:
            continue
        answered += 1
        want = _array_answer(name, args)
        assert type(r) is (bool if k.returns == "logical" else float), (name, args, r)
        assert _same(r, want, name in EXACT), (name, args, r, want)
        # the builtin called on floats (its body's own float test) answers the same
        assert _same(call_builtin(name, *args), r), (name, args)
    assert answered > 0, f"{name}: the kernel never answers"


def test_kernel_inline_templates_equal_the_kernel():
    for name in _kernels("double"):
        k = catalog().builtin(name).scalar
        for tmpl in filter(None, [k.inline, *k.const.values()]):
            for args in ([()] if k.nargs == 0 else [(x,) for x in VALUES] if k.nargs == 1
                         else [(x, y) for x in VALUES for y in VALUES]):
                if tmpl in k.const.values() and args[1] not in k.const:
                    continue
                env = dict(K.INLINE_NAMES, a=args, INF=math.inf, NAN=math.nan)
                got = eval(tmpl.format(*(f"a[{i}]" for i in range(len(args)))), env)  # noqa: S307
                assert _same(got, k(*args)), (name, tmpl, args)


def test_matlab_rules_on_scalars():
    assert K.mod(-1.0, 3.0) == 2.0 and K.mod(5.0, 0.0) == 5.0 and K.mod(5.0, -3.0) == -1.0
    assert K.rem(-1.0, 3.0) == -1.0 and math.isnan(K.rem(5.0, 0.0))
    assert K.mod(0.3, 0.1) == 0.0 and K.mod(5.3, 0.7) == 5.3 - 7 * 0.7  # round-off compensation; the formula
    assert K.round_(-2.5) == -3.0 and K.round_(2.5) == 3.0 and K.round_(0.49999999999999994) == 0.0
    assert K.max2(math.nan, 1.0) == 1.0 and K.min2(2.0, math.nan) == 2.0 and math.isnan(K.max2(math.nan, math.nan))
    assert K.sign(-0.0) == 0.0 and math.isnan(K.sign(math.nan))
    for f, x in ((K.mod, (math.inf, 1.0)), (K.fpow, (-8.0, 1 / 3)), (catalog().builtin("sqrt").scalar, (-4.0,)),
                 (catalog().builtin("log").scalar, (0.0,)), (K.fand, (math.nan, 1.0))):
        assert f(*x) is NotImplemented  # the array path decides (NaN rules, complex results, errors)


@pytest.mark.parametrize("name", _kernels("any"))


def test_shape_query_kernels_match_the_builtin(name):
    k = catalog().builtin(name).scalar
    values = [np.zeros((0, 3)), np.ones((2, 5)), np.zeros((4, 1, 3)), np.array([["ab"]]), 3.0, True,
              np.empty((1, 2), dtype=object)]
    extra = [(), ] if k.nargs == 1 else [(1.0,), (2.0,), (3.0,), (4.0,)]
    for v in values:
        for e in extra:
            r = k(v, *e)
            assert r is not NotImplemented
            assert _same(r, call_builtin(name, v, *e)), (name, v, e)
    assert k(object(), *extra[0]) is NotImplemented


_I64_EDGES = [-(1 << 63), -(1 << 63) + 1, -(1 << 62) - 1, -3037000500, -3037000499, -(1 << 32), -5000, -2501,
              -2500, -7, -3, -2, -1, 0, 1, 2, 3, 7, 2500, 2501, 3037000499, 3037000500, 1 << 32, (1 << 53) + 1,
              1 << 62, (1 << 63) - 2, (1 << 63) - 1]


def _sat64(v: int) -> int:
    return max(-(1 << 63), min((1 << 63) - 1, v))


def _round_half_away(n: int, d: int) -> int:
    q, r = divmod(abs(n), abs(d))
    q += 2 * r >= abs(d)
    return q if (n < 0) == (d < 0) else -q


@pytest.mark.parametrize("compiled", [False, True])
def test_int64_helpers_are_the_exact_answer_saturated(compiled):
    # scalar.int64_*: what native code computes on 64-bit ints (where an overflow is undefined:
    # each tests first), here both as Python and as compiled by Numba, against exact integers
    from runmat_builtins.numeric import scalar as S

    if compiled:
        numba = pytest.importorskip("numba")
        f = {n: numba.njit(getattr(S, n)) for n in ("int64_plus", "int64_minus", "int64_times", "int64_divide", "int64_mod")}
    else:
        f = {n: getattr(S, n) for n in ("int64_plus", "int64_minus", "int64_times", "int64_divide", "int64_mod")}
    for a in _I64_EDGES:
        for b in _I64_EDGES:
            assert f["int64_plus"](a, b) == _sat64(a + b)
            assert f["int64_minus"](a, b) == _sat64(a - b)
            assert f["int64_times"](a, b) == _sat64(a * b)
            assert f["int64_mod"](a, b) == (a % b if b else a)
            if 2 <= abs(b) < 1 << 52:
                assert f["int64_divide"](a, b) == _round_half_away(a, b)


_U64_EDGES = [0, 1, 2, 3, 7, (1 << 32) - 1, 1 << 32, (1 << 32) + 1, (1 << 53) - 1, 1 << 53, (1 << 53) + 1,
              (1 << 63) - 1, 1 << 63, (1 << 63) + 1, (1 << 64) - 2, (1 << 64) - 1]
_U64_WHOLE = [-(2.0 ** 53) + 1, -5.0, -1.0, -0.0, 0.0, 1.0, 2.0, 5.0, 2.0 ** 52, 2.0 ** 53 - 1]
_U64_ANY = _U64_WHOLE + [0.5, -0.5, 2.5, 2.0 ** 63, 2.0 ** 64, 2.0 ** 64 - 2048, 1e30, -1e30, float("nan"),
                         float("inf"), -float("inf"), 4503599627370495.5, 0.49999999999999994]


def _satu64(v: int) -> int:
    return max(0, min((1 << 64) - 1, v))


@pytest.mark.parametrize("compiled", [False, True])
def test_uint64_helpers_are_the_exact_answer_saturated(compiled):
    # scalar.uint64_*: what native code computes on Numba's uint64 (every operand a uint64), here
    # on NumPy uint64 values and as compiled by Numba, against exact integers
    from runmat_builtins.numeric import scalar as S

    names = [n for n in dir(S) if n.startswith("uint64_")]
    if compiled:
        numba = pytest.importorskip("numba")
        f = {n: numba.njit(getattr(S, n)) for n in names}
    else:
        f = {n: getattr(S, n) for n in names}
    U = np.uint64
    for a in _U64_EDGES:
        for b in _U64_EDGES:
            assert int(f["uint64_plus"](U(a), U(b))) == _satu64(a + b)
            assert int(f["uint64_minus"](U(a), U(b))) == _satu64(a - b)
            assert int(f["uint64_times"](U(a), U(b))) == _satu64(a * b)
            assert int(f["uint64_mod"](U(a), U(b))) == (a % b if b else a)
            assert int(f["uint64_idivide"](U(a), U(b))) == (a // b if b else (0 if a == 0 else (1 << 64) - 1))
            if a < 1 << 63:
                want = _round_half_away(a, b) if b else (0 if a == 0 else (1 << 64) - 1)
                assert int(f["uint64_divide"](U(a), U(b))) == want
        for d in _U64_WHOLE:
            n = int(d)
            assert int(f["uint64_plus_double"](U(a), d)) == _satu64(a + n)
            assert int(f["uint64_minus_double"](U(a), d)) == _satu64(a - n)
            assert int(f["uint64_double_minus"](d, U(a))) == _satu64(n - a)
            assert int(f["uint64_times_double"](U(a), d)) == _satu64(a * n)
            if a < 1 << 63:
                want = 0 if n < 0 else _round_half_away(a, n) if n else (0 if a == 0 else (1 << 64) - 1)
                assert int(f["uint64_divide_double"](U(a), d)) == want
            want = 0 if n < 0 else a // n if n else (0 if a == 0 else (1 << 64) - 1)
            assert int(f["uint64_idivide_double"](U(a), d)) == want
        for d in _U64_ANY:
            want = 2 if d != d else (a > d) - (a < d)   # Python compares an int and a float exactly
            assert f["uint64_order"](U(a), d) == want
    for d in _U64_ANY:
        assert int(f["uint64_round"](d)) == S.int_round(d, 0, (1 << 64) - 1)
