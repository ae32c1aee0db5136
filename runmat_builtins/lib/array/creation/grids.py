"""Coordinate grids: meshgrid (x varies along columns) and ndgrid (dimension k follows input k)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import array_arg


def _vec(v: Any, xp: Any) -> Any:
    a = array_arg(v, xp)
    if a.dtype.kind == "U":
        a = xp.asarray([ord(c) for c in a.reshape(-1, order="F").tolist()], dtype=float)
    return a.reshape(-1, order="F")


@runtime_builtin(
    summary="2-D and 3-D grid coordinates: X repeats x along rows, Y repeats y along columns.",
    description="[X, Y] = meshgrid(x, y) gives numel(y)-by-numel(x) arrays; meshgrid(x) is "
                "meshgrid(x, x); three inputs (or three outputs) make 3-D grids.",
    keywords=["grid", "coordinates", "surface", "mesh"],
    related=["ndgrid", "repmat", "linspace"],
    signatures=["[X, Y] = meshgrid(x, y)", "[X, Y] = meshgrid(x)", "[X, Y, Z] = meshgrid(x, y, z)"],
    errors=[ErrorSpec(identifier="MATLAB:maxlhs", when="more outputs than grid dimensions")],
    examples=[Example(code="[X, Y] = meshgrid(1:3, 10:10:20)", output="X =\n\n"
                                                                      "     1     2     3\n"
                                                                      "     1     2     3\n\n"
                                                                      "Y =\n\n"
                                                                      "    10    10    10\n"
                                                                      "    20    20    20\n\n")],
    accel={"kind": "custom"},
)
def meshgrid(x: Any, y: Any = None, z: Any = None, *, xp: Any, nargout: int) -> Any:
    xs = _vec(x, xp)
    ys = _vec(y, xp) if y is not None else xs
    if z is None and nargout <= 2:
        X, Y = xp.meshgrid(xs, ys)
        return X, Y
    zs = _vec(z, xp) if z is not None else xs
    if y is None or z is not None or nargout <= 3:
        X, Y, Z = xp.meshgrid(xs, ys, zs)
        return X, Y, Z
    raise MException("MATLAB:maxlhs", "Too many output arguments.")


@runtime_builtin(
    summary="N-D grid coordinates: output k varies along dimension k.",
    description="[X1, ..., Xn] = ndgrid(x1, ..., xn) gives numel(x1)-by-...-by-numel(xn) arrays; "
                "with one input, every output uses it.",
    keywords=["grid", "coordinates", "n-dimensional"],
    related=["meshgrid", "interp1"],
    signatures=["[X1, X2, ..., XN] = ndgrid(x1, x2, ..., xn)", "[X1, X2, ..., XN] = ndgrid(xg)"],
    examples=[Example(code="[A, B] = ndgrid(1:2, 5:7)", output="A =\n\n"
                                                               "     1     1     1\n"
                                                               "     2     2     2\n\n"
                                                               "B =\n\n"
                                                               "     5     6     7\n"
                                                               "     5     6     7\n\n")],
    accel={"kind": "custom"},
)
def ndgrid(*args: Any, xp: Any, nargout: int) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    vecs = [_vec(a, xp) for a in args]
    n = max(nargout, 1)
    if len(vecs) == 1:
        if n == 1:
            return xp.reshape(vecs[0], (-1, 1))
        vecs = vecs * n
    elif n > len(vecs):
        raise MException("MATLAB:maxlhs", "Too many output arguments.")
    grids = xp.meshgrid(*vecs, indexing="ij")
    return tuple(grids)
