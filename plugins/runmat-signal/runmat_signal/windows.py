"""Window functions: hann, hamming, blackman (symmetric by default, or 'periodic')."""

from __future__ import annotations

from typing import Any

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example
from runmat_signal._args import MISSING, arity, is_text, scalar, text

# generalized cosine windows: w(n) = sum_k (-1)^k a_k cos(2 pi k n / D)
COEFFS = {"hann": (0.5, 0.5), "hamming": (0.54, 0.46), "blackman": (0.42, 0.5, 0.08)}


def _length(fn: str, L: Any, ctx: Any) -> int:
    x = scalar(fn, "Window length L", L)
    if x != x or x < 0 or x == float("inf"):
        raise MException(f"RunMat:{fn}:invalidLength", "Window length L must be a nonnegative integer.")
    n = round(x)
    if n != x:
        ctx.warn(f"RunMat:{fn}:lengthRounded", f"Rounding window length to nearest integer ({n}).")
    return int(n)


def _flag(fn: str, sflag: Any) -> bool:
    """True for 'periodic', False for 'symmetric' (the default)."""
    if sflag is MISSING:
        return False
    s = text(sflag).lower() if is_text(sflag) else ""
    if s not in ("symmetric", "periodic"):
        raise MException(f"RunMat:{fn}:invalidFlag", "SFLAG must be 'symmetric' or 'periodic'.")
    return s == "periodic"


def cosine_window(fn: str, L: Any, sflag: Any, ctx: Any, xp: Any) -> Any:
    """The window as an L-by-1 column: symmetric uses D = L-1, periodic D = L."""
    n = _length(fn, L, ctx)
    periodic = _flag(fn, sflag)
    if n == 0:
        return xp.zeros((0, 1))
    if n == 1:
        return xp.ones((1, 1))
    denom = n if periodic else n - 1
    k = xp.arange(n, dtype=xp.float64).reshape(-1, 1)
    w = xp.zeros((n, 1))
    for i, a in enumerate(COEFFS[fn]):
        w = w + ((-1) ** i) * a * xp.cos(2 * xp.pi * i * k / denom)
    return w


def _meta(fn: str, formula: str, first: str) -> dict[str, Any]:
    return dict(
        name=fn, category="signal/windows",
        summary=f"{fn.capitalize()} window as an L-by-1 column vector.",
        description=(f"w(n) = {formula}, n = 0..L-1, with D = L-1 ('symmetric', the default, for filter "
                     "design) or D = L ('periodic', for spectral analysis). L = 1 gives 1, L = 0 an empty "
                     "0-by-1 column; a non-integer L is rounded with a warning."),
        keywords=["window", "spectral", "taper", fn],
        related=[r for r in ("hann", "hamming", "blackman", "pwelch") if r != fn],
        signatures=[f"W = {fn}(L)", f"W = {fn}(L, SFLAG)"],
        errors=[ErrorSpec(identifier=f"RunMat:{fn}:invalidLength", when="L is negative or NaN"),
                ErrorSpec(identifier=f"RunMat:{fn}:invalidFlag", when="SFLAG is not 'symmetric' or 'periodic'"),
                ErrorSpec(identifier=f"RunMat:{fn}:invalidInput", when="L is not a real numeric scalar")],
        examples=[Example(code=f"w = {fn}(5)'", output=first,
                          description="the symmetric window (transposed to print as a row)")],
        accel={"kind": "construct", "precisions": ["double"]},
    )


@runtime_builtin(**_meta("hann", "0.5 - 0.5 cos(2 pi n / D)", "w =\n\n         0    0.5000    1.0000    0.5000         0\n\n"))
def hann(L: Any = MISSING, sflag: Any = MISSING, *rest: Any, xp: Any, ctx: Any) -> Any:
    arity(rest, L)
    return cosine_window("hann", L, sflag, ctx, xp)


@runtime_builtin(**_meta("hamming", "0.54 - 0.46 cos(2 pi n / D)",
                         "w =\n\n    0.0800    0.5400    1.0000    0.5400    0.0800\n\n"))
def hamming(L: Any = MISSING, sflag: Any = MISSING, *rest: Any, xp: Any, ctx: Any) -> Any:
    arity(rest, L)
    return cosine_window("hamming", L, sflag, ctx, xp)


@runtime_builtin(**_meta("blackman", "0.42 - 0.5 cos(2 pi n / D) + 0.08 cos(4 pi n / D)",
                         "w =\n\n   -0.0000    0.3400    1.0000    0.3400   -0.0000\n\n"))
def blackman(L: Any = MISSING, sflag: Any = MISSING, *rest: Any, xp: Any, ctx: Any) -> Any:
    arity(rest, L)
    return cosine_window("blackman", L, sflag, ctx, xp)
