"""The pp struct (fields form, breaks, coefs, pieces, order, dim, as MATLAB's mkpp makes
it) and its evaluation. coefs has one row per (piece, component) pair, component varying
fastest, and powers of (x - breaks(i)) in descending order along each row."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, values
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row
from runmat_builtins.lib.array.shape._args import doubles

FIELDS = ("form", "breaks", "coefs", "pieces", "order", "dim")


def make_pp(breaks: np.ndarray, coefs: np.ndarray, dim: tuple[int, ...]) -> StructArray:
    """A pp struct from breaks (flat), coefs ((pieces*prod(dim)) x order) and the value size."""
    d: Any = float(dim[0]) if len(dim) == 1 else np.array([list(dim)], dtype=np.float64)
    return StructArray.scalar({
        "form": char_row("pp"),
        "breaks": np.asarray(breaks, dtype=np.float64).reshape(1, -1),
        "coefs": np.ascontiguousarray(coefs),
        "pieces": float(breaks.size - 1),
        "order": float(coefs.shape[1]),
        "dim": d,
    })


def read_pp(pp: Any, fname: str) -> tuple[np.ndarray, np.ndarray, int, int, tuple[int, ...]]:
    """(breaks, coefs, pieces, order, dim) of a pp struct, or MATLAB's error."""
    if not isinstance(pp, StructArray) or pp.size != 1 or not all(f in pp.fields for f in FIELDS[1:]):
        raise MException(f"MATLAB:{fname}:InvalidPP" if fname else "MATLAB:ppval:InvalidPP",
                         "The input must be a piecewise polynomial structure (from mkpp, spline or pchip).")
    breaks = nd(pp.get("breaks")).astype(np.float64).reshape(-1, order="F")
    coefs = nd(pp.get("coefs"))
    coefs = coefs.astype(np.complex128 if coefs.dtype.kind == "c" else np.float64)
    pieces = int(values(pp.get("pieces"))[0])
    order = int(values(pp.get("order"))[0])
    dim = tuple(int(v) for v in values(pp.get("dim")))
    return breaks, coefs.reshape(-1, order, order="F") if coefs.size else coefs.reshape(0, max(order, 0)), pieces, order, dim


def evaluate(breaks: np.ndarray, coefs: np.ndarray, dim: tuple[int, ...], xx: np.ndarray) -> np.ndarray:
    """Values at xx: shape of xx for scalar-valued pp, else [dim, size(xx)] (xx a vector: [dim, numel])."""
    dl = int(np.prod(dim))
    x = xx.reshape(-1, order="F").astype(np.float64)
    pieces = breaks.size - 1
    idx = np.clip(np.searchsorted(breaks, x, side="right") - 1, 0, max(pieces - 1, 0))
    s = x - breaks[idx]
    c = coefs.reshape(pieces, dl, coefs.shape[1])  # row = piece*dl + comp
    v = np.zeros((dl, x.size), dtype=coefs.dtype)
    for k in range(coefs.shape[1]):  # Horner over descending powers
        v = v * s[None, :] + c[idx, :, k].T
    v[:, np.isnan(x)] = np.nan
    if dl == 1 and len(dim) == 1:
        return v.reshape(xx.shape, order="F")
    if xx.ndim == 2 and (xx.shape[0] == 1 or xx.shape[1] == 1):
        return v.reshape(tuple(dim) + (x.size,), order="F") if len(dim) > 1 else v
    return v.reshape(tuple(dim) + tuple(xx.shape), order="F")


@runtime_builtin(
    summary="Make a piecewise polynomial struct from breaks and coefficients.",
    description="breaks has pieces+1 increasing entries; coefs has pieces*prod(d) rows of order "
                "coefficients each, highest power of (x - breaks(i)) first. d (default 1) is the "
                "size of each polynomial's value.",
    keywords=["piecewise polynomial", "pp form", "spline"], related=["ppval", "unmkpp", "spline", "pchip"],
    signatures=["pp = mkpp(breaks, coefs)", "pp = mkpp(breaks, coefs, d)"],
    errors=[ErrorSpec(identifier="MATLAB:mkpp:BreaksTooFew", when="breaks has fewer than two entries"),
            ErrorSpec(identifier="MATLAB:mkpp:PiecesCoefsMismatch",
                      when="the number of coefficients is not a multiple of pieces*prod(d)")],
    examples=[Example(code="pp = mkpp([0 1 2], [1 0; 2 1]);\ndisp(pp.pieces); disp(pp.order)", output="     2\n"
                                                                                                      "     2\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def mkpp(breaks: Any, coefs: Any, d: Any = None) -> Any:
    b = doubles(breaks).real.reshape(-1, order="F")
    if b.size < 2:
        raise MException("MATLAB:mkpp:BreaksTooFew", "There must be at least two breaks.")
    c = doubles(coefs)
    dim = (1,) if d is None else tuple(int(v) for v in values(d))
    rows = (b.size - 1) * int(np.prod(dim))
    if rows == 0 or c.size % rows:
        raise MException("MATLAB:mkpp:PiecesCoefsMismatch",
                         "The number of coefficients must be a multiple of the number of pieces times "
                         "the dimension.")
    k = c.size // rows
    return make_pp(b, c.reshape(rows, k, order="F"), dim)


@runtime_builtin(
    summary="Extract breaks, coefficients, number of pieces, order and dimension from a pp struct.",
    keywords=["piecewise polynomial", "pp form"], related=["mkpp", "ppval"],
    signatures=["[breaks, coefs, l, k, d] = unmkpp(pp)"],
    errors=[ErrorSpec(identifier="MATLAB:unmkpp:InvalidPP", when="pp is not a pp struct")],
    examples=[Example(code="[b, c, l, k, d] = unmkpp(mkpp([0 1 2], [1 0; 2 1]))",
                      output="b =\n\n"
                             "     0     1     2\n\n"
                             "c =\n\n"
                             "     1     0\n"
                             "     2     1\n\n"
                             "l =\n\n"
                             "     2\n\n"
                             "k =\n\n"
                             "     2\n\n"
                             "d =\n\n"
                             "     1\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def unmkpp(pp: Any) -> Any:
    breaks, coefs, pieces, order, dim = read_pp(pp, "unmkpp")
    return breaks.reshape(1, -1), coefs, float(pieces), float(order), pp.get("dim")


@runtime_builtin(
    summary="Evaluate a piecewise polynomial at the points xx (extrapolating with the end pieces).",
    description="Each x uses the piece whose interval [breaks(i), breaks(i+1)) contains it; the "
                "last piece also covers the last break, and points outside use the nearest end "
                "piece. NaN gives NaN. For a d-valued pp the result is d-by-numel(xx) (vector "
                "xx) or [d, size(xx)].",
    keywords=["evaluate", "piecewise polynomial", "spline"], related=["mkpp", "spline", "pchip", "polyval"],
    signatures=["v = ppval(pp, xx)"],
    errors=[ErrorSpec(identifier="MATLAB:ppval:InvalidPP", when="pp is not a pp struct")],
    examples=[Example(code="v = ppval(mkpp([0 1 2], [1 0; 2 1]), [0.5 1.5 3])",
                      output="v =\n\n    0.5000    2.0000    5.0000\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def ppval(pp: Any, xx: Any) -> Any:
    breaks, coefs, pieces, order, dim = read_pp(pp, "ppval")
    x = nd(xx)
    if x.dtype.kind not in "biuf":
        raise MException("MATLAB:ppval:InvalidXX", "XX must be real and numeric.")
    r = evaluate(breaks, coefs, dim, x)
    if r.dtype.kind == "c" and not np.any(r.imag):
        r = r.real
    return r
