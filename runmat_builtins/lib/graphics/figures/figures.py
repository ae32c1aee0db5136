"""figure, clf, close, gcf, gca, axes, hold, ishold, subplot, groot, gobjects.

These keep MATLAB's current-object state (current figure, each figure's current axes,
hold) in the session's graphics root (``ctx.state``); nothing is drawn here.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import apply_pairs, is_text, split_name_values
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import (
    GObject,
    clear_figure,
    current_axes,
    current_figure,
    new_axes,
    reset_axes,
    root_of,
    subplot_position,
    text_of,
)
from runmat_builtins.lib.graphics._resolve import objects_of, one_object, sync_root
from runmat_builtins.lib.graphics._render import maybe_show
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value, size_args, values
from runmat_builtins.limits import check_array_size

_FX = ["display"]


def _one(obj: GObject, nargout: int) -> Any:
    return GHandle((obj,), (1, 1)) if nargout else None


@runtime_builtin(
    summary="Create a figure window, or make an existing figure the current one.",
    description="figure creates a new figure (the lowest unused number) and makes it current; "
                "figure(N) and figure(F) make figure N / handle F current, creating figure N if "
                "needed. Name/Value pairs set figure properties ('Name', 'Visible', 'Position', "
                "'Color', ...). Nothing is drawn unless RUNMAT_SHOW=1 or an image is saved.",
    keywords=["figure", "window", "graphics", "gcf"],
    related=["gcf", "close", "clf", "subplot"],
    signatures=["figure", "F = figure", "F = figure(N)", "F = figure(F)", "F = figure(NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:figure:InvalidNumber", when="N is not a positive integer")],
    examples=[Example(code="f = figure;\ndisp(class(f))\ndisp(f.Number)", output="matlab.ui.Figure\n     1\n"),
              Example(code="figure(3); f = gcf;\ndisp(f.Number)", output="     3\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def figure(*args: Any, nargout: int, ctx: Any = None) -> Any:
    root = root_of(ctx)
    rest = list(args)
    fig = None
    if rest and not is_text(rest[0]):
        target = rest.pop(0)
        if isinstance(target, GHandle):
            fig = one_object(target, ctx, "figure")
            if fig.type != "figure":
                raise MException("MATLAB:figure:InvalidHandle", "Invalid figure handle.")
        else:
            n = values(target)
            if len(n) != 1 or not is_int_value(n[0]) or n[0] < 1:
                raise MException("MATLAB:figure:InvalidNumber", "Figure number must be a positive integer.")
            fig = root.figures.get(int(n[0])) or root.new_figure(int(n[0]))
        root.current = fig
        root.obj.children.remove(fig)
        root.obj.children.append(fig)
    _, pairs = split_name_values(rest)
    if fig is None:
        fig = root.new_figure()
    apply_pairs([fig], pairs)
    maybe_show(ctx, fig)
    return _one(fig, nargout)


@runtime_builtin(
    summary="The current figure (a new one when no figure is open).",
    keywords=["figure", "current", "handle"],
    related=["figure", "gca"],
    signatures=["F = gcf"],
    examples=[Example(code="f = figure(7);\ng = gcf;\ndisp(g.Number)", output="     7\n")],
    effects=_FX,
)
def gcf(*, ctx: Any = None) -> GHandle:
    return GHandle((current_figure(ctx),), (1, 1))


@runtime_builtin(
    summary="The current axes of the current figure (created when there are none).",
    keywords=["axes", "current", "handle"],
    related=["gcf", "axes", "subplot"],
    signatures=["AX = gca"],
    examples=[Example(code="ax = gca;\ndisp(class(ax))", output="matlab.graphics.axis.Axes\n")],
    effects=_FX,
)
def gca(*, ctx: Any = None) -> GHandle:
    return GHandle((current_axes(ctx),), (1, 1))


@runtime_builtin(
    summary="The graphics root object (the parent of every figure).",
    keywords=["root", "graphics", "handle"],
    related=["gcf", "get", "set"],
    signatures=["R = groot"],
    examples=[Example(code="r = groot;\ndisp(class(r))", output="matlab.ui.Root\n")],
    effects=_FX,
)
def groot(*, ctx: Any = None) -> GHandle:
    root = root_of(ctx)
    return GHandle((sync_root(root.obj, root),), (1, 1))


@runtime_builtin(
    summary="Create axes in the current figure, or make existing axes current.",
    keywords=["axes", "create", "current"],
    related=["gca", "subplot", "figure"],
    signatures=["axes", "AX = axes", "AX = axes(NAME, VALUE)", "axes(AX)", "AX = axes(PARENT, NAME, VALUE)"],
    examples=[Example(code="ax = axes('XLim', [0 5]);\ndisp(ax.XLim)", output="     0     5\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def axes(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    parent = None
    if rest and isinstance(rest[0], GHandle):
        obj = objects_of(rest.pop(0), ctx, "axes")[0]
        if obj.type == "axes":
            fig = obj.parent
            fig.props["CurrentAxes"] = obj
            root_of(ctx).current = fig
            apply_pairs([obj], split_name_values(rest)[1])
            return _one(obj, nargout)
        parent = obj
    _, pairs = split_name_values(rest)
    parent_pair = [v for k, v in pairs if k.lower() == "parent"]
    if parent_pair:
        parent = one_object(parent_pair[-1], ctx, "axes")
    fig = parent if parent is not None and parent.type == "figure" else current_figure(ctx)
    root_of(ctx).current = fig
    ax = new_axes(fig)
    apply_pairs([ax], [(k, v) for k, v in pairs if k.lower() != "parent"])
    return _one(ax, nargout)


@runtime_builtin(
    summary="Clear the current figure (delete its axes and other children).",
    keywords=["clear", "figure", "reset"],
    related=["figure", "cla", "close"],
    signatures=["clf", "clf reset", "clf(F)", "F = clf"],
    examples=[Example(code="plot(1:3); clf;\nf = gcf;\ndisp(numel(f.Children))", output="     0\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def clf(*args: Any, nargout: int, ctx: Any = None) -> Any:
    fig = None
    for a in args:
        if isinstance(a, GHandle) or not is_text(a):
            fig = one_object(a, ctx, "clf")
    fig = fig if fig is not None else current_figure(ctx)
    clear_figure(fig)
    return _one(fig, nargout)


@runtime_builtin(
    summary="Clear the current axes (delete the plotted objects, keep the axes).",
    keywords=["clear", "axes"],
    related=["clf", "gca"],
    signatures=["cla", "cla reset", "cla(AX)"],
    examples=[Example(code="plot(1:3); cla;\nax = gca;\ndisp(numel(ax.Children))", output="     0\n")],
    effects=_FX,
)
def cla(*args: Any, ctx: Any = None) -> None:
    ax = None
    reset = False
    for a in args:
        if is_text(a):
            reset = text_of(a).lower() == "reset"
        else:
            ax = one_object(a, ctx, "cla")
    ax = ax if ax is not None else current_axes(ctx)
    if reset:
        reset_axes(ax)
        return None
    for c in ax.children:
        c.valid = False
    ax.children = []
    ax.props["ColorOrderIndex"] = 1.0
    return None


@runtime_builtin(
    summary="Close the current figure, the given figures, or all figures.",
    description="close closes the current figure; close(F) / close(N) the given figures; "
                "close all (also 'all hidden', 'all force') every figure. With an output, "
                "returns 1 when something was closed.",
    keywords=["close", "figure", "window"],
    related=["figure", "clf"],
    signatures=["close", "close all", "close(F)", "STATUS = close(F)"],
    errors=[ErrorSpec(identifier="MATLAB:close:InvalidFigureHandle", when="F names no open figure")],
    examples=[Example(code="figure; figure;\nclose all\ndisp(isempty(get(groot, 'Children')))", output="   1\n")],
    effects=_FX,
)
def close(*args: Any, nargout: int, ctx: Any = None) -> Any:
    root = root_of(ctx)
    words = [text_of(a).lower() for a in args if is_text(a)]
    handles = [a for a in args if not is_text(a)]
    if "all" in words:
        for fig in list(root.figures.values()):
            root.close(fig)
    elif handles:
        for h in handles:
            try:
                objs = objects_of(h, ctx, "close")
            except MException:
                raise MException("MATLAB:close:InvalidFigureHandle",
                                 "Specified window does not exist.") from None
            for o in objs:
                if o.type != "figure":
                    raise MException("MATLAB:close:InvalidFigureHandle", "Specified window does not exist.")
                root.close(o)
    elif words:
        name = words[0]
        for fig in list(root.figures.values()):
            if str(fig.props.get("Name", "")).lower() == name:
                root.close(fig)
    elif root.current is not None:
        root.close(root.current)
    return 1.0 if nargout else None


def _hold_target(args: tuple[Any, ...], ctx: Any) -> tuple[GObject, str | None]:
    rest = list(args)
    ax = None
    if rest and not is_text(rest[0]):
        objs = objects_of(rest.pop(0), ctx, "hold")
        ax = objs[0] if objs else None  # hold([], ...): the current axes
    mode = text_of(rest[0]).lower() if rest else None
    if mode not in (None, "on", "off", "all", "toggle"):
        raise MException("MATLAB:hold:UnknownOption", f"Unknown command option '{mode}'.")
    return (ax if ax is not None else current_axes(ctx)), mode


@runtime_builtin(
    summary="Keep (hold on) or replace (hold off) existing plots when new ones are added.",
    description="hold on sets the current axes' NextPlot to 'add' (new plots join the old ones "
                "and continue the color order); hold off sets it back to 'replace'; hold alone "
                "toggles. hold(AX, ...) acts on the given axes.",
    keywords=["hold", "overlay", "NextPlot"],
    related=["ishold", "plot", "figure"],
    signatures=["hold on", "hold off", "hold", "hold(AX, STATE)"],
    errors=[ErrorSpec(identifier="MATLAB:hold:UnknownOption", when="the option is not on/off/all/toggle")],
    examples=[Example(code="hold on\ndisp(ishold)\nhold off\ndisp(ishold)", output="   1\n   0\n")],
    effects=_FX,
)
def hold(*args: Any, ctx: Any = None) -> None:
    ax, mode = _hold_target(args, ctx)
    held = ax.props.get("NextPlot") == "add"
    on = (not held) if mode in (None, "toggle") else mode in ("on", "all")
    ax.props["NextPlot"] = "add" if on else "replace"
    if on and ax.parent is not None:
        ax.parent.props["NextPlot"] = "add"
    return None


@runtime_builtin(
    summary="True when hold is on for the current (or given) axes.",
    keywords=["hold", "state"],
    related=["hold"],
    signatures=["TF = ishold", "TF = ishold(AX)"],
    examples=[Example(code="figure;\ndisp(ishold)", output="   0\n")],
    effects=_FX,
)
def ishold(ax: Any = None, *, ctx: Any = None) -> bool:
    if ax is not None:
        obj = one_object(ax, ctx, "ishold")
        return obj.props.get("NextPlot") == "add"
    root = root_of(ctx)
    fig = root.current
    if fig is None:
        return False
    cur = fig.props.get("CurrentAxes")
    return isinstance(cur, GObject) and cur.valid and cur.props.get("NextPlot") == "add"


def _grid_args(args: list[Any]) -> tuple[int, int, list[int]]:
    if len(args) == 1:
        v = values(args[0])
        if len(v) != 1 or not 111 <= v[0] <= 999:
            raise MException("MATLAB:subplot:InvalidSyntax", "Unknown command option.")
        d = str(int(v[0]))
        return int(d[0]), int(d[1]), [int(d[2])]
    mn = [values(a) for a in args[:2]]
    p = values(args[2])
    if any(len(v) != 1 for v in mn) or not all(is_int_value(x) for x in [*(v[0] for v in mn), *p]):
        raise MException("MATLAB:subplot:InvalidSyntax", "Unknown command option.")
    m, n = (int(v[0]) for v in mn)
    p = [int(x) for x in p]
    if m < 1 or n < 1 or not p or any(q < 1 or q > m * n for q in p):
        raise MException("MATLAB:subplot:IndexOutOfRange", "Index exceeds number of subplots.")
    return m, n, p


def _span_position(m: int, n: int, span: tuple[int, int, int, int]) -> np.ndarray:
    """Position of the rows span[0]..span[1], columns span[2]..span[3] of an m-by-n grid."""
    a = subplot_position(m, n, span[0] * n + span[2] + 1).ravel()
    b = subplot_position(m, n, span[1] * n + span[3] + 1).ravel()
    return np.array([[a[0], b[1], b[0] + b[2] - a[0], a[1] + a[3] - b[1]]])


def _rects_overlap(p: np.ndarray, q: np.ndarray) -> bool:
    a, b = np.asarray(p, dtype=float).ravel(), np.asarray(q, dtype=float).ravel()
    return bool(a[0] < b[0] + b[2] - 1e-9 and b[0] < a[0] + a[2] - 1e-9
                and a[1] < b[1] + b[3] - 1e-9 and b[1] < a[1] + a[3] - 1e-9)


@runtime_builtin(
    summary="Create or select axes in an m-by-n grid of the current figure.",
    description="subplot(m, n, p) makes the p-th cell (row-major) of an m-by-n grid current, "
                "creating axes there unless axes already occupy exactly that cell; p may be a "
                "vector of cells to span. subplot(mnp) is the three-digit shorthand and "
                "subplot('Position', [left bottom width height]) places axes freely.",
    keywords=["subplot", "grid", "axes", "tile"],
    related=["axes", "figure", "gca"],
    signatures=["subplot(M, N, P)", "AX = subplot(M, N, P)", "AX = subplot(MNP)",
                "AX = subplot('Position', POS)"],
    errors=[ErrorSpec(identifier="MATLAB:subplot:IndexOutOfRange", when="P is outside 1..m*n")],
    examples=[Example(code="for k = 1:4\n  subplot(2, 2, k); plot(1:k);\nend\nf = gcf;\ndisp(numel(f.Children))",
                      output="     4\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def subplot(*args: Any, nargout: int, ctx: Any = None) -> Any:
    fig = current_figure(ctx)
    rest = list(args)
    if rest and is_text(rest[0]) and text_of(rest[0]).lower() == "position":
        ax = new_axes(fig)
        ax.set("Position", rest[1])
        apply_pairs([ax], split_name_values(rest[2:])[1])
        return _one(ax, nargout)
    data, pairs = split_name_values(rest)
    if len(data) not in (1, 3):
        raise MException("MATLAB:subplot:InvalidSyntax", "Expected subplot(m, n, p).")
    m, n, ps = _grid_args(data)
    key = (m, n, tuple(sorted(ps)))
    for c in fig.children:
        if c.valid and c.type == "axes" and c.extra.get("cell") == key:
            fig.props["CurrentAxes"] = c
            apply_pairs([c], pairs)
            return _one(c, nargout)
    rows = [(p - 1) // n for p in ps]
    cols = [(p - 1) % n for p in ps]
    span = (min(rows), max(rows), min(cols), max(cols))
    for c in list(fig.children):  # axes overlapping the new cell are deleted, as in MATLAB
        if c.type != "axes":
            continue
        other = c.extra.get("span") if c.extra.get("cell") else None
        if other is None:
            overlap = True  # free axes (gca, axes) under a subplot grid
        else:
            overlap = c.extra["cell"][:2] != (m, n) or not (
                other[1] < span[0] or other[0] > span[1] or other[3] < span[2] or other[2] > span[3])
            if c.extra["cell"][:2] != (m, n):
                overlap = _rects_overlap(c.props["Position"], _span_position(m, n, span))
        if overlap:
            c.valid = False
            fig.children.remove(c)
    ax = new_axes(fig, (m, n, ps[0]))
    ax.extra["cell"] = key
    ax.extra["span"] = span
    ax.extra["grid"] = (m, n, span)
    ax.props["Position"] = _span_position(m, n, span)
    apply_pairs([ax], pairs)
    return _one(ax, nargout)


@runtime_builtin(
    summary="An array of graphics placeholders, to be filled with handles.",
    keywords=["graphics", "preallocate", "handles"],
    related=["isgraphics", "plot"],
    signatures=["H = gobjects(N)", "H = gobjects(M, N)"],
    examples=[Example(code="h = gobjects(1, 3);\ndisp(size(h))\ndisp(isgraphics(h))",
                      output="     1     3\n   0   0   0\n")],
)
def gobjects(*dims: Any) -> GHandle:
    d = size_args(dims, "gobjects")
    check_array_size(d)
    m, n = d[0], int(np.prod(d[1:]))
    return GHandle((None,) * (max(m, 0) * max(n, 0)), (max(m, 0), max(n, 0)))
