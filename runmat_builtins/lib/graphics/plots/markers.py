"""scatter, scatter3: markers at data points, with per-point sizes and colors."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import numeric, parse_linespec, result, row
from runmat_builtins.lib.graphics._model import next_color, parse_color
from runmat_builtins.lib.graphics.plots._series import add, start
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_char, is_string

_FX = ["display"]


def _scatter(args: tuple[Any, ...], ctx: Any, fname: str, dims: int, nargout: int) -> Any:
    ax, data, pairs, found = start(args, ctx, fname, flags={"filled"})
    marker, color = None, None
    if data and (is_char(data[-1]) or is_string(data[-1])):
        spec = data.pop()
        ls = parse_linespec(spec)
        if ls is not None and ls[1] is not None:
            marker = ls[1]
            if ls[2] is not None:
                color = parse_color(ls[2])
        else:
            color = parse_color(spec, "CData")
    nums = [numeric(d, fname) for d in data]
    if len(nums) < dims:
        raise MException(f"MATLAB:{fname}:NotEnoughInputs", "Not enough input arguments.")
    x, y = nums[0], nums[1]
    z = nums[2] if dims == 3 else None
    n = x.size
    if y.size != n or (z is not None and z.size != n):
        raise MException(f"MATLAB:{fname}:InvalidData" if fname else "MATLAB:scatter:InvalidData",
                         "X and Y must be vectors of the same length.")
    rest = nums[dims:]
    size = 36.0
    if rest and rest[0].size:
        size = float(rest[0].ravel()[0]) if rest[0].size == 1 else row(rest[0])
    cdata: Any = color
    if len(rest) > 1:
        c = rest[1]
        if c.size == 3 and n != 3 or (c.ndim == 2 and c.shape == (1, 3)):
            cdata = c.reshape(1, 3)
        elif c.ndim == 2 and c.shape[1] == 3 and c.shape[0] == n:
            cdata = c
        else:
            cdata = row(c)
    props: dict[str, Any] = {"XData": row(x), "YData": row(y), "SizeData": size}
    if z is not None:
        props["ZData"] = row(z)
    obj = add(ax, "scatter", {}, [], None, **props)
    obj.props["CData"] = cdata if cdata is not None else next_color(ax)
    if marker is not None:
        obj.props["Marker"] = marker
    if "filled" in found:
        obj.props["MarkerFaceColor"] = "flat"
    for k, v in pairs:
        obj.set(k, v)
    if dims == 3 and len(ax.data_children()) == 1:
        ax.props["View"] = np.array([[-37.5, 30.0]])
    return result([obj], nargout)


@runtime_builtin(
    summary="Scatter plot of X against Y with optional marker sizes and colors; returns a Scatter handle.",
    description="scatter(X, Y, SZ, C): SZ is one size (points squared, default 36) or one per "
                "point; C is a color name, an RGB triplet, one value per point (mapped through "
                "the colormap) or an N-by-3 matrix of RGB rows. 'filled' fills the markers and a "
                "marker symbol ('d', '*', ...) may be given.",
    keywords=["scatter", "points", "markers", "plot"],
    related=["scatter3", "plot"],
    signatures=["scatter(X, Y)", "scatter(X, Y, SZ)", "scatter(X, Y, SZ, C)", "scatter(..., 'filled')",
                "scatter(..., MKR)", "H = scatter(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:scatter:InvalidData", when="X and Y differ in length")],
    examples=[Example(code="h = scatter([1 2 3], [3 1 2], 'filled');\ndisp(class(h))\ndisp(h.SizeData)",
                      output="matlab.graphics.chart.primitive.Scatter\n    36\n")],
    effects=_FX,
)
def scatter(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _scatter(args, ctx, "scatter", 2, nargout)


@runtime_builtin(
    summary="3-D scatter plot of X, Y, Z; returns a Scatter handle.",
    keywords=["scatter", "3-D", "points"],
    related=["scatter", "plot3"],
    signatures=["scatter3(X, Y, Z)", "scatter3(X, Y, Z, SZ, C)", "H = scatter3(..., NAME, VALUE)"],
    examples=[Example(code="h = scatter3([1 2], [3 4], [5 6]);\ndisp(h.ZData)", output="     5     6\n")],
    effects=_FX,
)
def scatter3(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _scatter(args, ctx, "scatter3", 3, nargout)
