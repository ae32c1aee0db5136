"""sgtitle, xline, yline, xticks, yticks, zticks, xticklabels, yticklabels: finishing touches
common in report scripts (a title over a subplot grid, reference lines, explicit ticks)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import (
    apply_pairs,
    is_text,
    linespec_props,
    numeric,
    parse_linespec,
    result,
    row,
    split_axes,
)
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, _nice_step, current_axes, current_figure, text_of, text_value
from runmat_builtins.spec import Example
from runmat_builtins.values import cell_array, char_row, is_cell, is_char, is_string

_HOST = {"kind": "host-only"}
_FX = ["display"]


@runtime_builtin(
    summary="A title above all subplots of the current (or given) figure; returns its Text object.",
    keywords=["title", "subplot", "figure", "super title"],
    related=["title", "subplot"],
    signatures=["sgtitle(TXT)", "sgtitle(FIG, TXT)", "T = sgtitle(..., NAME, VALUE)"],
    examples=[Example(code="subplot(1, 2, 1); subplot(1, 2, 2);\nt = sgtitle('Overview');\ndisp(t.String)",
                      output="Overview\n")],
    effects=_FX,
)
def sgtitle(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    fig = rest.pop(0).first() if rest and isinstance(rest[0], GHandle) else current_figure(ctx)
    if not rest:
        raise MException("MATLAB:sgtitle:NotEnoughInputs", "Not enough input arguments.")
    t = fig.extra.get("sgtitle")
    if not isinstance(t, GObject):
        t = fig.extra["sgtitle"] = GObject(fig.root, "text", fig, _detached=True, FontSize=11.0)
    t.props["String"] = text_value(rest.pop(0))
    apply_pairs([t], [(text_of(rest[i]), rest[i + 1]) for i in range(0, len(rest) - 1, 2)])
    return GHandle((t,), (1, 1)) if nargout else None


def _constant(args: tuple[Any, ...], ctx: Any, axis: str, nargout: int) -> Any:
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    if not rest:
        raise MException(f"MATLAB:{axis}line:NotEnoughInputs", "Not enough input arguments.")
    values = numeric(rest.pop(0), f"{axis}line").ravel()
    spec: dict[str, Any] = {}
    if rest and is_text(rest[0]):
        ls = parse_linespec(rest[0])
        if ls is not None:
            spec = linespec_props(ls)
            rest.pop(0)
    labels: list[str] = []
    if rest and (is_cell(rest[0]) or ((is_char(rest[0]) or is_string(rest[0])) and len(rest) % 2 == 1)):
        lab = text_value(rest.pop(0))
        labels = lab if isinstance(lab, list) else [lab] * values.size
    pairs = [(text_of(rest[i]), rest[i + 1]) for i in range(0, len(rest) - 1, 2)]
    objs = []
    for i, v in enumerate(values):
        o = GObject(ax.root, "constantline", ax, Value=float(v), InterceptAxis=axis)
        o.props.update(spec)
        if i < len(labels):
            o.props["Label"] = labels[i]
        apply_pairs([o], pairs)
        objs.append(o)
    return result(objs, nargout)


@runtime_builtin(
    summary="Vertical reference line(s) at constant x values; returns ConstantLine handles.",
    keywords=["reference line", "vertical", "threshold", "constant"],
    related=["yline", "line", "plot"],
    signatures=["xline(X)", "xline(X, LINESPEC)", "xline(X, LINESPEC, LABEL)", "XL = xline(..., NAME, VALUE)"],
    examples=[Example(code="plot(1:10);\nxl = xline(5, '--r', 'limit');\ndisp(class(xl))\ndisp(xl.Label)",
                      output="matlab.graphics.chart.decoration.ConstantLine\nlimit\n")],
    effects=_FX,
)
def xline(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _constant(args, ctx, "x", nargout)


@runtime_builtin(
    summary="Horizontal reference line(s) at constant y values; returns ConstantLine handles.",
    keywords=["reference line", "horizontal", "threshold", "constant"],
    related=["xline", "line", "plot"],
    signatures=["yline(Y)", "yline(Y, LINESPEC)", "yline(Y, LINESPEC, LABEL)", "YL = yline(..., NAME, VALUE)"],
    examples=[Example(code="yl = yline([1 2]);\ndisp(size(yl))\ndisp(yl(2).Value)", output="     2     1\n"
                                                                                           "     2\n")],
    effects=_FX,
)
def yline(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _constant(args, ctx, "y", nargout)


def auto_ticks(ax: GObject, axis: str) -> np.ndarray:
    """Tick values in auto mode: multiples of a 'nice' step inside the limits."""
    lo, hi = ax.computed(axis + "Lim").ravel()
    step = _nice_step(hi - lo)
    first = np.ceil(lo / step - 1e-9) * step
    ticks = np.arange(first, hi + step * 1e-9, step)
    return row(np.round(ticks / step) * step)


def _ticks(args: tuple[Any, ...], ctx: Any, axis: str, nargout: int) -> Any:
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    key = axis + "Tick"
    if not rest:
        v = ax.props.get(key)
        return v if isinstance(v, np.ndarray) else auto_ticks(ax, axis)
    if is_text(rest[0]):
        word = text_of(rest[0]).lower()
        if word == "auto":
            ax.props[key] = None
        elif word == "mode":
            return "manual" if isinstance(ax.props.get(key), np.ndarray) else "auto"
        return None
    v = numeric(rest[0], axis.lower() + "ticks").ravel()
    if v.size > 1 and np.any(np.diff(v) <= 0):
        raise MException(f"MATLAB:{axis.lower()}ticks:InvalidTicks", "Tick values must be increasing.")
    ax.props[key] = row(v)
    return None


def _ticklabels(args: tuple[Any, ...], ctx: Any, axis: str) -> Any:
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    key = axis + "TickLabel"
    if not rest:

        v = ax.props.get(key)
        if isinstance(v, list):
            return cell_array([char_row(s) for s in v], (len(v), 1))
        ticks = _ticks((), ctx, axis, 1)
        labels = [f"{t:g}" for t in np.asarray(ticks).ravel()]
        return cell_array([char_row(s) for s in labels], (len(labels), 1))
    v = text_value(rest[0]) if not is_text(rest[0]) or text_of(rest[0]).lower() not in ("auto",) else None
    ax.props[key] = ([v] if isinstance(v, str) else v)
    return None


def _define_ticks(axis: str) -> None:
    fname = axis.lower() + "ticks"

    def ticks_body(*args: Any, nargout: int, ctx: Any = None) -> Any:
        return _ticks(args, ctx, axis, nargout)

    ticks_body.__name__ = fname
    runtime_builtin(
        name=fname,
        summary=f"Set or get the {axis}-axis tick values of the current (or given) axes.",
        keywords=["ticks", "axis", fname],
        related=[f"{axis.lower()}ticklabels", f"{axis.lower()}lim"] if axis != "Z" else ["zlim"],
        signatures=[f"{fname}(TICKS)", f"T = {fname}", f"{fname}('auto')", f"{fname}(AX, ...)"],
        examples=[Example(code=f"plot(1:10);\n{fname}([0 5 10]);\ndisp({fname})", output="     0     5    10\n")
                  if axis != "Z" else Example(code="zticks([1 2]);\ndisp(zticks)", output="     1     2\n")],
        accel=_HOST,
        effects=_FX,
    )(ticks_body)
    if axis == "Z":
        return
    lname = axis.lower() + "ticklabels"

    def labels_body(*args: Any, ctx: Any = None) -> Any:
        return _ticklabels(args, ctx, axis)

    labels_body.__name__ = lname
    runtime_builtin(
        name=lname,
        summary=f"Set or get the {axis}-axis tick labels of the current (or given) axes.",
        keywords=["tick labels", "axis", lname],
        related=[fname],
        signatures=[f"{lname}(LABELS)", f"L = {lname}", f"{lname}(AX, ...)"],
        examples=[Example(code=f"bar([3 1 2]);\n{fname}(1:3);\n{lname}({{'a', 'b', 'c'}});\n"
                               f"L = {lname};\ndisp(L{{2}})", output="b\n")],
        accel=_HOST,
        effects=_FX,
    )(labels_body)


for _axis in "XYZ":
    _define_ticks(_axis)
