"""Number theory on integer-valued arrays: gcd, lcm, factorial, nchoosek, primes, isprime,
factor. Integer classes keep their class (saturating); doubles must hold integers."""

from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value
from runmat_builtins.limits import check_array_size
from runmat_builtins.numeric import (
    align, arith_class, class_name, finish, is_complex, result_class, to_numeric,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array

_RELATED = ["gcd", "lcm", "factorial", "nchoosek", "primes", "isprime", "factor"]


def _related(name: str) -> list[str]:
    return [r for r in _RELATED if r != name]


def _ints(v: Any, name: str, ident: str, msg: str, nonneg: bool = False, finite: bool = False) -> np.ndarray:
    """The values of ``v`` as a float64 array, checked to be real integers (>= 0, finite if asked)."""
    arith_class(v, name)
    if is_complex(v):
        raise MException(ident, msg)
    a = np.asarray(to_numeric(as_array(v), np), dtype=np.float64)
    if a.size and (np.any(np.isnan(a)) or np.any(a != np.floor(a)) or (nonneg and np.any(a < 0))
                   or (finite and not np.isfinite(a).all())):
        raise MException(ident, msg)
    return a


def _exact_ints(v: Any, name: str, ident: str, msg: str) -> tuple[list[int], tuple[int, ...]]:
    """The values of ``v`` as Python ints (column-major order) and its shape, checked to be real,
    finite, nonnegative integers. An int64/uint64 array is read as it is, never through double:
    ``isprime(uint64(2^64 - 59))`` needs every bit."""
    arith_class(v, name)
    if is_complex(v):
        raise MException(ident, msg)
    a = as_array(v)
    if getattr(a, "dtype", None) is not None and a.dtype.kind in "iu":
        if a.dtype.kind == "i" and a.size and bool((a < 0).any()):
            raise MException(ident, msg)
        return a.ravel(order="F").tolist(), a.shape
    f = _ints(v, name, ident, msg, nonneg=True, finite=True)
    return [int(x) for x in f.ravel(order="F").tolist()], f.shape


def _gcd_lcm(a: Any, b: Any, name: str, f: Any) -> Any:
    cls = result_class(a, b, name)
    msg = "Inputs must be real integers."
    x = _ints(a, name, f"MATLAB:{name}:NonIntInputs", msg)
    y = _ints(b, name, f"MATLAB:{name}:NonIntInputs", msg)
    x, y = align(x, y)
    big = np.abs(x).max(initial=0) >= 2.0**63 or np.abs(y).max(initial=0) >= 2.0**63
    if big or not (np.all(np.isfinite(x)) and np.all(np.isfinite(y))):
        raise MException(f"MATLAB:{name}:NonIntInputs", msg)
    r = f(x.astype(np.int64), y.astype(np.int64)).astype(np.float64)
    return finish(r if r.ndim >= 2 else r.reshape(1, -1), cls, np)


@runtime_builtin(
    summary="Greatest common divisor, elementwise (always nonnegative; gcd(0, 0) is 0).",
    keywords=["divisor", "number theory", "integer"], related=_related("gcd"),
    signatures=["G = gcd(A, B)", "[G, U, V] = gcd(A, B)"],
    description="[G, U, V] = gcd(A, B) also gives Bezout coefficients with A.*U + B.*V == G "
                "(the extended Euclidean algorithm, elementwise).",
    errors=[ErrorSpec(identifier="MATLAB:gcd:NonIntInputs", when="an element is not a real integer"),
            ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="A and B sizes are not compatible")],
    examples=[Example(code="g = gcd(12, 18)", output="g =\n\n     6\n\n"),
              Example(code="g = gcd([12 -9], 6)", output="g =\n\n     6     3\n\n")],
)
def gcd(a, b, *, nargout: int = 1):
    g = _gcd_lcm(a, b, "gcd", np.gcd)
    if nargout <= 1:
        return g
    cls = result_class(a, b, "gcd")
    x, y = align(_ints(a, "gcd", "MATLAB:gcd:NonIntInputs", "Inputs must be real integers."),
                 _ints(b, "gcd", "MATLAB:gcd:NonIntInputs", "Inputs must be real integers."))
    x, y = np.broadcast_arrays(x, y)  # a scalar against an array (an empty one too): G's shape
    pairs = [_bezout(p, q) for p, q in zip(x.reshape(-1, order="F").tolist(), y.reshape(-1, order="F").tolist())]
    shape = x.shape if x.ndim >= 2 else (1, x.size)
    u = np.array([p[0] for p in pairs], dtype=np.float64).reshape(shape, order="F")
    v = np.array([p[1] for p in pairs], dtype=np.float64).reshape(shape, order="F")
    return g, finish(u, cls, np), finish(v, cls, np)


def _bezout(a: float, b: float) -> tuple[float, float]:
    """Coefficients (u, v) with a*u + b*v == gcd(a, b), by the extended Euclidean algorithm."""
    aa, bb = abs(a), abs(b)
    x, y, lx, ly = 0.0, 1.0, 1.0, 0.0
    while bb != 0:
        q = math.floor(aa / bb)
        aa, bb = bb, math.fmod(aa, bb)
        x, lx = lx - q * x, x
        y, ly = ly - q * y, y
    return (lx if a >= 0 else -lx), (ly if b >= 0 else -ly)


@runtime_builtin(
    summary="Least common multiple, elementwise (nonnegative).",
    keywords=["multiple", "number theory", "integer"], related=_related("lcm"),
    signatures=["L = lcm(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:lcm:NonIntInputs", when="an element is not a real integer"),
            ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="A and B sizes are not compatible")],
    examples=[Example(code="l = lcm(4, 6)", output="l =\n\n    12\n\n")],
)
def lcm(a, b):
    return _gcd_lcm(a, b, "lcm", np.lcm)


def _factorial_of(n: float) -> float:
    if n > 170:
        return math.inf
    return float(math.factorial(int(n)))


@runtime_builtin(
    summary="Factorial of nonnegative integers, prod(1:n); Inf beyond 170 for doubles.",
    keywords=["factorial", "product", "combinatorics"], related=_related("factorial") + ["gamma", "prod"],
    signatures=["F = factorial(N)"],
    errors=[ErrorSpec(identifier="MATLAB:factorial:NNegativeInt",
                      when="an element of N is negative or not an integer")],
    examples=[Example(code="f = factorial(5)", output="f =\n\n   120\n\n"),
              Example(code="f = factorial([0 1 2 3 4])", output="f =\n\n     1     1     2     6    24\n\n")],
)
def factorial(n):
    if type(n) is float and n >= 0 and is_int_value(n):
        return _factorial_of(n)
    cls = class_name(n)
    a = _ints(n, "factorial", "MATLAB:factorial:NNegativeInt",
              "N must be an array of real non-negative integers.", nonneg=True)
    r = np.array([_factorial_of(v) if np.isfinite(v) else math.inf for v in a.ravel()]).reshape(a.shape)
    return finish(r, cls if cls not in ("logical", "char") else "double", np)


def _binomial(n: int, k: int) -> float:
    """n!/(k!(n-k)!) as a double: exact while the integer fits, Inf past realmax; a huge k goes
    through log-gamma (MATLAB's result there is not exact either) instead of a giant integer."""
    k = min(k, n - k)
    if k <= 2000:
        try:
            return float(math.comb(n, k))
        except OverflowError:
            return math.inf
    log = math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)
    return math.inf if log > 709.78 else float(round(math.exp(log)))


@runtime_builtin(
    summary="Binomial coefficient (N scalar) or all K-element combinations of a vector's elements.",
    description="nchoosek(n, k) is n!/(k!(n-k)!); nchoosek(v, k) lists combinations as rows, in the "
                "order of the elements of v.",
    keywords=["binomial", "combinations", "combinatorics"], related=_related("nchoosek") + ["perms"],
    signatures=["C = nchoosek(N, K)"],
    errors=[ErrorSpec(identifier="MATLAB:nchoosek:InvalidArg2", when="K is not a nonnegative integer scalar"),
            ErrorSpec(identifier="MATLAB:nchoosek:KGreaterThanN", when="N is a scalar smaller than K")],
    examples=[Example(code="c = nchoosek(5, 2)", output="c =\n\n    10\n\n"),
              Example(code="c = nchoosek([1 2 3], 2)", output="c =\n\n"
                                                              "     1     2\n"
                                                              "     1     3\n"
                                                              "     2     3\n\n")],
)
def nchoosek(n, k):
    kv = to_numeric(k, np)
    kv = kv if type(kv) is float else (float(kv.reshape(-1)[0]) if kv.size == 1 else math.nan)
    if not (kv >= 0 and is_int_value(kv)):
        raise MException("MATLAB:nchoosek:InvalidArg2", "K must be an integer between 0 and N.")
    kk = int(kv)
    shape = (1, 1) if type(n) in (float, bool) else n.shape
    if all(d == 1 for d in shape):
        nv = to_numeric(n, np)
        nv = nv if type(nv) is float else float(nv.reshape(-1)[0])
        if not (nv >= 0 and is_int_value(nv)):
            raise MException("MATLAB:nchoosek:InvalidArg1", "N must be a nonnegative integer.")
        if kk > nv:
            raise MException("MATLAB:nchoosek:KGreaterThanN", "K must be an integer between 0 and N.")
        r = _binomial(int(nv), kk)
        cls = class_name(n)
        return r if cls in ("double", "logical", "char") else finish(r, cls, np)
    flat = as_array(n).ravel(order="F")
    if kk > flat.size:
        return np.zeros((0, kk), dtype=flat.dtype)
    idx = list(itertools.combinations(range(flat.size), kk))
    if not idx or kk == 0:
        return np.zeros((1 if kk == 0 else 0, kk), dtype=flat.dtype)
    return flat[np.array(idx)]


def _sieve(n: int) -> np.ndarray:
    if n < 2:
        return np.zeros(0, dtype=np.int64)
    s = np.ones(n + 1, dtype=bool)
    s[:2] = False
    for p in range(2, math.isqrt(n) + 1):
        if s[p]:
            s[p * p::p] = False
    return np.flatnonzero(s)


@runtime_builtin(
    summary="Row vector of the prime numbers less than or equal to N.",
    keywords=["prime", "sieve", "number theory"], related=_related("primes"),
    signatures=["P = primes(N)"],
    errors=[ErrorSpec(identifier="MATLAB:primes:InputNotScalar", when="N is not a real scalar")],
    examples=[Example(code="p = primes(20)", output="p =\n\n"
                                                    "     2     3     5     7    11    13    17    19\n\n")],
)
def primes(n):
    cls = arith_class(n, "primes")
    nv = to_numeric(n, np)
    if type(nv) is complex:
        raise MException("MATLAB:primes:InputNotScalar", "N must be a real scalar.")
    if type(nv) is not float:
        if nv.size != 1 or nv.dtype.kind == "c":
            raise MException("MATLAB:primes:InputNotScalar", "N must be a real scalar.")
        nv = float(nv.reshape(-1)[0])
    if nv != nv:
        nv = 0.0
    top = int(math.floor(nv)) if math.isfinite(nv) else 0
    check_array_size((1, top + 1), 1)  # the sieve's one byte per number, refused before it is built
    p = _sieve(top).astype(np.float64).reshape(1, -1)
    return finish(p, cls if cls not in ("logical", "char") else "double", np)


_SIEVE_TOP = 1 << 20  # isprime sieves up to sqrt(max(X)) when that is at most this
_MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)  # deterministic below 3.3e24


def _miller_rabin(v: int) -> bool:
    if v < 2:
        return False
    for p in _MR_BASES:
        if v % p == 0:
            return v == p
    d, r = v - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for b in _MR_BASES:
        x = pow(b, d, v)
        if x in (1, v - 1):
            continue
        for _ in range(r - 1):
            x = x * x % v
            if x == v - 1:
                break
        else:
            return False
    return True


_SMALL = [int(p) for p in _sieve(1 << 12)]  # trial divisors: every prime below 4096


def _is_prime_int(v: int) -> bool:
    """Whether the integer ``v`` is prime: trial division by the primes below 4096 (enough below
    2^24), then Miller-Rabin (deterministic for every value below 3.3e24, so for every int64 and
    uint64; a double past 2^54 is even)."""
    if v < 2:
        return False
    for p in _SMALL:
        if p * p > v:
            return True
        if v % p == 0:
            return v == p
    return _miller_rabin(v)


@runtime_builtin(
    summary="True for elements that are prime numbers.",
    keywords=["prime", "predicate", "number theory"], related=_related("isprime"),
    signatures=["TF = isprime(X)"],
    errors=[ErrorSpec(identifier="MATLAB:isprime:InputNotPosInt",
                      when="an element is negative, not an integer, or complex")],
    examples=[Example(code="tf = isprime([2 4 7 9])", output="tf =\n\n"
                                                             "  1×4 logical array\n\n"
                                                             "   1   0   1   0\n\n")],
)
def isprime(x):
    if type(x) is float and x >= 0 and x - x == 0.0 and x == int(x):  # a double scalar: no arrays
        return _is_prime_int(int(x))
    vals, shape = _exact_ints(x, "isprime", "MATLAB:isprime:InputNotPosInt",
                              "All entries of X must be nonnegative integers.")
    if not vals:
        return np.zeros(shape, dtype=bool)
    top = math.isqrt(max(vals)) + 1
    if len(vals) > 64 and top <= _SIEVE_TOP:  # many values: one sieve to sqrt(max) for all of them
        small = _sieve(top).tolist()
        flags = [_trial(v, small) for v in vals]
    else:
        flags = [_is_prime_int(v) for v in vals]
    out = np.array(flags, dtype=bool).reshape(shape, order="F")
    return bool(out.reshape(-1)[0]) if type(x) in (float, bool) else out


def _trial(v: int, small: list[int]) -> bool:
    """``v`` is prime, by trial division by ``small`` (every prime up to sqrt(v) at least)."""
    if v < 2:
        return False
    for p in small:
        if p * p > v:
            return True
        if v % p == 0:
            return v == p
    return True


def _prime_factors(v: int) -> list[int]:
    """The prime factors of ``v`` >= 4, ascending: trial division by the primes below 4096, then
    Pollard's rho (Brent) on what is left, split until Miller-Rabin calls each part prime. Exact
    for every uint64 (a 64-bit semiprime of two 32-bit primes takes milliseconds, not 2^32 steps)."""
    out: list[int] = []
    for p in _SMALL:
        if p * p > v:
            break
        while v % p == 0:
            out.append(p)
            v //= p
    if v > 1:
        stack = [v]
        while stack:
            m = stack.pop()
            if m < _SMALL[-1] ** 2 or _miller_rabin(m):
                out.append(m)
            else:
                d = _rho(m)
                stack += [d, m // d]
    return sorted(out)


def _rho(n: int) -> int:
    """A nontrivial factor of the odd composite ``n`` (Brent's variant of Pollard's rho)."""
    for c in itertools.count(1):
        y, r, q, g, x, ys = 2, 1, 1, 1, 2, 2
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(128, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += 128
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g
    raise AssertionError("unreachable")


@runtime_builtin(
    summary="Prime factors of a nonnegative integer, as a row vector in ascending order.",
    keywords=["prime", "factorization", "number theory"], related=_related("factor"),
    signatures=["F = factor(N)"],
    errors=[ErrorSpec(identifier="MATLAB:factor:InputNotPosInt", when="N is negative or not an integer"),
            ErrorSpec(identifier="MATLAB:factor:NonScalarInput", when="N is not a scalar")],
    examples=[Example(code="f = factor(60)", output="f =\n\n     2     2     3     5\n\n")],
)
def factor(n):
    cls = class_name(n)
    vals, shape = _exact_ints(n, "factor", "MATLAB:factor:InputNotPosInt", "N must be a nonnegative integer.")
    if len(vals) != 1:
        raise MException("MATLAB:factor:NonScalarInput", "N must be a scalar.")
    v = vals[0]
    out = [v] if v < 4 else _prime_factors(v)
    cls = cls if cls not in ("logical", "char") else "double"
    if cls in ("int64", "uint64"):  # exact: never through double
        return np.array([out], dtype=np.dtype(cls))
    return finish(np.array([out], dtype=np.float64), cls, np)
