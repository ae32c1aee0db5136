"""plot, plot3, semilogx, semilogy, loglog, line, stairs, stem, errorbar, area, fill, patch."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import (
    apply_pairs,
    is_text,
    numeric,
    parse_linespec,
    linespec_props,
    result,
    row,
    split_axes,
    split_name_values,
)
from runmat_builtins.lib.array.shape._args import scalar_value
from runmat_builtins.lib.graphics._model import GObject, current_axes, next_color, parse_color
from runmat_builtins.lib.graphics.plots._series import add, columns, groups, start
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_char, is_string

_FX = ["display"]
_VIEW3 = np.array([[-37.5, 30.0]])


def _plot_lines(args: tuple[Any, ...], ctx: Any, fname: str, dims: int = 2) -> tuple[GObject, list[GObject]]:
    ax, data, pairs, _ = start(args, ctx, fname)
    lines = []
    for series, spec in groups(data, fname, dims):
        for x, y, z in series:
            props = {"XData": x, "YData": y}
            if z is not None:
                props["ZData"] = z
            lines.append(add(ax, "line", spec, pairs, **props))
    return ax, lines


_PLOT_ERRORS = [ErrorSpec(identifier="MATLAB:plot:VectorsMismatch", when="X and Y have different lengths"),
                ErrorSpec(identifier="MATLAB:plot:InvalidLineSpec", when="a text argument is not a LineSpec")]


@runtime_builtin(
    summary="2-D line plot; returns one Line handle per line.",
    description="plot(Y) plots Y against its index (columns of a matrix as separate lines); "
                "plot(X, Y) pairs vectors or matrix columns; plot(X1, Y1, LineSpec1, X2, Y2, ...) "
                "draws several; a LineSpec like 'r--o' sets color, line style and marker; "
                "Name/Value pairs ('LineWidth', 'DisplayName', 'Color', 'MarkerSize', ...) apply "
                "to every line. plot(AX, ...) draws into the given axes. With hold off the axes "
                "are cleared first; with hold on lines are added and the color order continues.",
    keywords=["plot", "line", "graph", "chart", "2-D"],
    related=["plot3", "hold", "legend", "xlabel", "line"],
    signatures=["plot(Y)", "plot(X, Y)", "plot(X, Y, LINESPEC)", "plot(X1, Y1, ..., XN, YN)",
                "plot(AX, ...)", "H = plot(..., NAME, VALUE)"],
    errors=_PLOT_ERRORS,
    examples=[Example(code="h = plot(1:3, [2 4 8], 'r--o');\ndisp(class(h))\ndisp(h.YData)\ndisp(h.LineStyle)",
                      output="matlab.graphics.chart.primitive.Line\n     2     4     8\n--\n"),
              Example(code="h = plot(magic(3));\ndisp(size(h))", output="     3     1\n")],
    effects=_FX,
)
def plot(*args: Any, nargout: int, ctx: Any = None) -> Any:
    _, lines = _plot_lines(args, ctx, "plot")
    return result(lines, nargout)


@runtime_builtin(
    summary="3-D line plot of X, Y, Z; returns Line handles.",
    keywords=["plot", "3-D", "line", "curve"],
    related=["plot", "view", "surf"],
    signatures=["plot3(X, Y, Z)", "plot3(X, Y, Z, LINESPEC)", "H = plot3(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:plot3:VectorsMismatch", when="X, Y and Z differ in length")],
    examples=[Example(code="t = 0:0.5:1;\nh = plot3(t, t.^2, t.^3);\ndisp(h.ZData)",
                      output="         0    0.1250    1.0000\n")],
    effects=_FX,
)
def plot3(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, lines = _plot_lines(args, ctx, "plot3", dims=3)
    if ax.props.get("NextPlot") == "replace" or len(ax.data_children()) == len(lines):
        ax.props["View"] = _VIEW3.copy()
    return result(lines, nargout)


_LOG_PLOTS = ["semilogx", "semilogy", "loglog"]


def _log_plot(name: str, axes_: str, summary: str, example: Example) -> Any:
    """Define NAME: plot with the ``axes_`` scales ("X", "Y", "XY") logarithmic."""

    def body(*args: Any, nargout: int, ctx: Any = None) -> Any:
        ax, lines = _plot_lines(args, ctx, name)
        for a in axes_:
            ax.props[a + "Scale"] = "log"
        return result(lines, nargout)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, keywords=["plot", "log", "scale"],
        related=[f for f in _LOG_PLOTS if f != name] + ["plot"],
        signatures=[f"{name}(X, Y)", f"H = {name}(...)"], examples=[example], effects=_FX,
    )(body)


semilogx = _log_plot("semilogx", "X", "Line plot with a logarithmic x-axis (arguments as plot).", Example(
    code="semilogx([1 10 100], [1 2 3]);\nax = gca;\ndisp(ax.XScale)", output="log\n"))
semilogy = _log_plot("semilogy", "Y", "Line plot with a logarithmic y-axis (arguments as plot).", Example(
    code="semilogy([1 2 3], [1 10 100]);\nax = gca;\ndisp(ax.YScale)", output="log\n"))
loglog = _log_plot("loglog", "XY", "Line plot with logarithmic x- and y-axes (arguments as plot).", Example(
    code="loglog([1 10], [1 100]);\nax = gca;\ndisp([ax.XScale ' ' ax.YScale])", output="log log\n"))


@runtime_builtin(
    summary="Low-level line in the current axes (never clears the axes, ignores hold).",
    keywords=["line", "primitive", "graphics"],
    related=["plot", "patch", "text"],
    signatures=["line(X, Y)", "line(X, Y, Z)", "H = line(..., NAME, VALUE)", "H = line(NAME, VALUE)"],
    examples=[Example(code="h = line([0 1], [0 1]);\ndisp(class(h))", output="matlab.graphics.primitive.Line\n")],
    effects=_FX,
)
def line(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    data, pairs = split_name_values(rest)
    objs = []
    if data:
        nums = [numeric(d, "line") for d in data]
        if len(nums) not in (2, 3):
            raise MException("MATLAB:line:InvalidData", "line needs X and Y (and optionally Z) data.")
        series = columns(nums[0], nums[1], "line", nums[2] if len(nums) == 3 else None)
        for x, y, z in series:
            props = {"XData": x, "YData": y}
            if z is not None:
                props["ZData"] = z
            objs.append(add(ax, "primline", {}, pairs, **props))
    else:
        objs.append(add(ax, "primline", {}, pairs, XData=np.array([[0.0, 1.0]]), YData=np.array([[0.0, 1.0]])))
    return result(objs, nargout)


@runtime_builtin(
    summary="Stairstep plot; returns Stair handles.",
    keywords=["stairs", "step", "plot"],
    related=["plot", "stem", "bar"],
    signatures=["stairs(Y)", "stairs(X, Y)", "stairs(..., LINESPEC)", "H = stairs(...)"],
    examples=[Example(code="h = stairs([1 3 2]);\ndisp(class(h))\ndisp(h.XData)",
                      output="matlab.graphics.chart.primitive.Stair\n     1     2     3\n")],
    effects=_FX,
)
def stairs(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, data, pairs, _ = start(args, ctx, "stairs")
    objs = [add(ax, "stair", spec, pairs, XData=x, YData=y)
            for series, spec in groups(data, "stairs") for x, y, _z in series]
    return result(objs, nargout)


@runtime_builtin(
    summary="Stem plot (lines from a baseline to markers); returns Stem handles.",
    keywords=["stem", "discrete", "plot", "lollipop"],
    related=["plot", "stairs", "bar"],
    signatures=["stem(Y)", "stem(X, Y)", "stem(..., 'filled')", "stem(..., LINESPEC)", "H = stem(...)"],
    examples=[Example(code="h = stem([1 3 2], 'filled');\ndisp(class(h))\ndisp(h.MarkerFaceColor)",
                      output="matlab.graphics.chart.primitive.Stem\n         0    0.4470    0.7410\n")],
    effects=_FX,
)
def stem(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, data, pairs, found = start(args, ctx, "stem", flags={"filled"})
    objs = []
    for series, spec in groups(data, "stem"):
        if spec.get("LineStyle") == "none" and "Marker" in spec:
            spec = dict(spec, LineStyle="-")  # stem's LineSpec marker keeps the stem line
        for x, y, _z in series:
            o = add(ax, "stem", spec, pairs, XData=x, YData=y)
            if "filled" in found:
                o.props["MarkerFaceColor"] = o.props["Color"].copy()
            objs.append(o)
    return result(objs, nargout)


@runtime_builtin(
    summary="Line plot with error bars; returns ErrorBar handles.",
    description="errorbar(Y, ERR), errorbar(X, Y, ERR) (symmetric), errorbar(X, Y, NEG, POS) "
                "(vertical bars of different lengths), errorbar(X, Y, YNEG, YPOS, XNEG, XPOS) "
                "(both directions); a LineSpec and Name/Value pairs may follow.",
    keywords=["errorbar", "uncertainty", "plot", "error"],
    related=["plot", "bar"],
    signatures=["errorbar(Y, ERR)", "errorbar(X, Y, ERR)", "errorbar(X, Y, NEG, POS)",
                "errorbar(X, Y, YNEG, YPOS, XNEG, XPOS)", "H = errorbar(..., LINESPEC)"],
    errors=[ErrorSpec(identifier="MATLAB:errorbar:InvalidData", when="the error data do not match Y")],
    examples=[Example(code="h = errorbar([1 2 3], [0.1 0.2 0.1]);\ndisp(h.YPositiveDelta)",
                      output="    0.1000    0.2000    0.1000\n")],
    effects=_FX,
)
def errorbar(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, data, pairs, _ = start(args, ctx, "errorbar", flags={"horizontal", "vertical", "both"})
    spec: dict[str, Any] = {}
    if data and (is_char(data[-1]) or is_string(data[-1])):
        ls = parse_linespec(data.pop())
        if ls is None:
            raise MException("MATLAB:errorbar:InvalidLineSpec", "Invalid line specification.")
        spec = linespec_props(ls)
    nums = [numeric(d, "errorbar") for d in data]
    if len(nums) == 2:
        y, e = nums
        x = np.arange(1, y.size + 1, dtype=float)
        yneg = ypos = e
        xneg = xpos = None
    elif len(nums) in (3, 4, 6):
        x, y = nums[0], nums[1]
        yneg, ypos = (nums[2], nums[2]) if len(nums) == 3 else (nums[2], nums[3])
        xneg, xpos = (nums[4], nums[5]) if len(nums) == 6 else (None, None)
    else:
        raise MException("MATLAB:errorbar:InvalidData", "errorbar needs Y and error data.")
    for d in (yneg, ypos, xneg, xpos):
        if d is not None and d.size not in (y.size,) and d.size != 0:
            raise MException("MATLAB:errorbar:InvalidData", "The error data must be the same size as Y.")
    props: dict[str, Any] = {"XData": row(x), "YData": row(y), "YNegativeDelta": row(yneg), "YPositiveDelta": row(ypos)}
    if xneg is not None:
        props.update(XNegativeDelta=row(xneg), XPositiveDelta=row(xpos))
    o = add(ax, "errorbar", spec, pairs, **props)
    return result([o], nargout)


@runtime_builtin(
    summary="Filled area plot; a matrix Y stacks its columns. Returns Area handles.",
    keywords=["area", "filled", "stacked", "plot"],
    related=["plot", "fill", "bar"],
    signatures=["area(Y)", "area(X, Y)", "area(..., BASEVALUE)", "H = area(...)"],
    examples=[Example(code="h = area([1 2; 3 4]);\ndisp(size(h))\ndisp(h(2).YData)", output="     2     1\n"
                                                                                            "     2     4\n")],
    effects=_FX,
)
def area(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, data, pairs, _ = start(args, ctx, "area")
    nums = [numeric(d, "area") for d in data]
    base = 0.0
    if len(nums) == 3 or (len(nums) == 2 and nums[1].size == 1 and nums[0].size > 1):
        base = scalar_value(nums.pop())  # BASEVALUE: one number (MATLAB's error for an empty)
    if len(nums) == 1:
        y = nums[0]
        y = y.reshape(-1, 1) if 1 in y.shape else y
        x = np.arange(1, y.shape[0] + 1, dtype=float)
    elif len(nums) == 2:
        x, y = nums[0].ravel(), nums[1]
        y = y.reshape(-1, 1) if 1 in y.shape else (y if y.shape[0] == x.size else y.T)
    else:
        raise MException("MATLAB:area:InvalidData", "area needs Y or X and Y data.")
    if y.ndim > 2:
        raise MException("MATLAB:area:InvalidData", "Y must be a vector or a 2-D matrix.")
    if x.size != y.shape[0]:  # X gives one abscissa per row of Y
        raise MException("MATLAB:area:VectorsMismatch", "Vectors must be the same length.")
    objs, bottom = [], np.zeros(y.shape[0])
    for j in range(y.shape[1]):
        o = add(ax, "area", {}, pairs, "FaceColor", XData=row(x), YData=row(y[:, j]), BaseValue=base)
        if y.shape[1] > 1:
            o.extra["bottom"] = bottom.copy() + (base if j == 0 else 0)
        bottom = bottom + y[:, j]
        objs.append(o)
    return result(objs, nargout)


def _patch_color(c: Any) -> dict[str, Any]:
    if is_char(c) or is_string(c):
        return {"FaceColor": parse_color(c, "FaceColor")}
    a = numeric(c, "fill")
    if a.size == 3 and a.shape[-1] == 3 and a.shape[0] == 1:
        return {"FaceColor": a.reshape(1, 3)}
    return {"FaceColor": "flat" if a.size <= 1 or a.shape[0] == 1 else "interp", "CData": a}


def _polygons(fname: str, args: tuple[Any, ...], ctx: Any, clear: bool, nargout: int) -> Any:
    if clear:
        ax, data, pairs, _ = start(args, ctx, fname)
    else:
        ax, rest = split_axes(args, ctx, prepare=False)
        ax = ax if ax is not None else current_axes(ctx)
        data, pairs = split_name_values(rest)
    objs = []
    i = 0
    while i < len(data):
        if i + 2 >= len(data) + (0 if clear else 1) and len(data) - i < 3:
            raise MException(f"MATLAB:{fname}:InvalidData", f"{fname} needs X, Y and color data.")
        x, y = numeric(data[i], fname), numeric(data[i + 1], fname)
        color = _patch_color(data[i + 2]) if i + 2 < len(data) else {}
        if x.shape != y.shape and x.size == y.size:
            y = y.reshape(x.shape)
        if x.shape != y.shape:
            raise MException(f"MATLAB:{fname}:InvalidData", "Vectors must be the same length.")
        x = x.reshape(-1, 1) if x.shape[0] == 1 else x
        y = y.reshape(-1, 1) if y.shape[0] == 1 else y
        o = add(ax, "patch", {}, [], "FaceColor", XData=x, YData=y)
        o.props.update(color)
        apply_pairs([o], pairs)
        objs.append(o)
        i += 3
    if not data:
        vpairs = {k.lower(): v for k, v in pairs}
        if "vertices" in vpairs and "faces" in vpairs:
            verts, fv = numeric(vpairs["vertices"], fname), numeric(vpairs["faces"], fname)
            pad = np.isnan(fv)  # NaN pads a face with fewer vertices (MATLAB's patch)
            if verts.ndim != 2 or verts.shape[1] < 2 or fv.ndim != 2 or not np.all(
                    pad | np.isfinite(fv) & (fv == np.round(fv)) & (fv >= 1) & (fv <= verts.shape[0])):
                raise MException(f"MATLAB:{fname}:InvalidData",
                                 "Faces must index rows of Vertices (an N-by-2 or N-by-3 matrix).")
            faces = np.where(pad, 1, fv).astype(int) - 1
            xs = np.where(pad, np.nan, verts[faces, 0]).T
            ys = np.where(pad, np.nan, verts[faces, 1]).T
            o = add(ax, "patch", {}, [], "FaceColor", XData=xs, YData=ys)
            apply_pairs([o], pairs)
            objs.append(o)
    return result(objs, nargout, column=True)


@runtime_builtin(
    summary="Filled 2-D polygons from vertex coordinates and a color; returns Patch handles.",
    keywords=["fill", "polygon", "patch", "shape"],
    related=["patch", "area"],
    signatures=["fill(X, Y, C)", "fill(X1, Y1, C1, ..., XN, YN, CN)", "H = fill(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:fill:InvalidData", when="X, Y and color are not given together")],
    examples=[Example(code="h = fill([0 1 0], [0 0 1], 'r');\ndisp(class(h))\ndisp(h.FaceColor)",
                      output="matlab.graphics.primitive.Patch\n     1     0     0\n")],
    effects=_FX,
)
def fill(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _polygons("fill", args, ctx, True, nargout)


@runtime_builtin(
    summary="Low-level filled polygons (X, Y, C, or 'Faces'/'Vertices'); never clears the axes.",
    keywords=["patch", "polygon", "faces", "vertices"],
    related=["fill", "line"],
    signatures=["patch(X, Y, C)", "H = patch(X, Y, C, NAME, VALUE)", "H = patch('Faces', F, 'Vertices', V)"],
    examples=[Example(code="h = patch([0 1 1 0], [0 0 1 1], 'b');\ndisp(h.XData')", output="     0     1     1     0\n")],
    effects=_FX,
)
def patch(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _polygons("patch", args, ctx, False, nargout)
