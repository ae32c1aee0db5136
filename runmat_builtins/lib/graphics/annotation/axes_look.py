"""axis, xlim, ylim, zlim, grid, box, view: limits, aspect and appearance of axes."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import is_text, numeric, row, split_axes
from runmat_builtins.lib.graphics._model import GObject, current_axes, data_range, text_of
from runmat_builtins.spec import ErrorSpec, Example

_HOST = {"kind": "host-only"}
_FX = ["display"]


def _target(args: tuple[Any, ...], ctx: Any) -> tuple[GObject, list[Any]]:
    ax, rest = split_axes(args, ctx, prepare=False)
    return (ax if ax is not None else current_axes(ctx)), rest


def _freeze(ax: GObject, axes_: str = "XYZ") -> None:
    for a in axes_:
        ax.props[a + "Lim"] = ax.computed(a + "Lim")
        ax.props[a + "LimMode"] = "manual"


def _tight(ax: GObject) -> None:

    for a in "XYZ":
        rng = data_range(ax, a)
        if rng is not None and rng[0] < rng[1]:
            ax.props[a + "Lim"] = row(list(rng))
            ax.props[a + "LimMode"] = "manual"


@runtime_builtin(
    summary="Set axis limits and aspect ([xmin xmax ymin ymax], equal, tight, on/off, ...) or get them.",
    description="axis(LIMITS) sets [xmin xmax ymin ymax] (and zmin zmax); words: 'tight' "
                "(limits at the data range), 'equal' and 'image' (equal data units), 'square', "
                "'normal', 'auto', 'manual' (freeze), 'on'/'off' (axis lines and labels), 'ij'/'xy' "
                "(y direction), 'fill', 'vis3d'. LIM = axis returns the current limits.",
    keywords=["axis", "limits", "aspect", "equal", "tight"],
    related=["xlim", "ylim", "zlim", "daspect"],
    signatures=["axis(LIMITS)", "axis STYLE", "axis(AX, ...)", "LIM = axis"],
    errors=[ErrorSpec(identifier="MATLAB:axis:InvalidInput", when="an unknown option or badly shaped limits")],
    examples=[Example(code="plot(1:10);\naxis([0 20 -1 11]);\ndisp(xlim)\ndisp(ylim)", output="     0    20\n"
                                                                                              "    -1    11\n"),
              Example(code="plot([1 2], [3 5]);\naxis tight;\nlim = axis", output="lim =\n\n"
                                                                                  "     1     2     3     5\n\n")],
    effects=_FX,
)
def axis(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, rest = _target(args, ctx)
    for a in rest:
        if is_text(a):
            for word in text_of(a).lower().split():
                _axis_word(ax, word)
        else:
            lim = numeric(a, "axis").ravel()
            if lim.size not in (4, 6) or np.any(lim[0::2] >= lim[1::2]):
                raise MException("MATLAB:axis:InvalidInput" if lim.size in (4, 6) else "MATLAB:axis:WrongNumberOfLimits",
                                 "Vector must have 4 or 6 elements, each pair increasing.")
            for i, name in enumerate("XYZ"[: lim.size // 2]):
                ax.props[name + "Lim"] = row(lim[2 * i: 2 * i + 2])
                ax.props[name + "LimMode"] = "manual"
    if nargout or not rest:
        if nargout == 0 and not rest:
            return None
        three = np.asarray(ax.props["View"]).ravel().tolist() != [0.0, 90.0]
        parts = [ax.computed(a + "Lim").ravel() for a in ("XYZ" if three else "XY")]
        return row(np.concatenate(parts))
    return None


def _axis_word(ax: GObject, word: str) -> None:
    p = ax.props
    if word == "tight":
        _tight(ax)
    elif word in ("equal", "image"):
        p["DataAspectRatioMode"] = "manual"
        p["DataAspectRatio"] = np.ones((1, 3))
        if word == "image":
            _tight(ax)
    elif word == "square":
        p["PlotBoxAspectRatioMode"] = "manual"
    elif word == "normal":
        p["DataAspectRatioMode"] = "auto"
    elif word == "auto":
        for a in "XYZ":
            p[a + "LimMode"] = "auto"
    elif word == "manual":
        _freeze(ax)
    elif word in ("on", "off"):
        p["AxisVisible"] = word
        p["Visible"] = word
    elif word == "ij":
        p["YDir"] = "reverse"
    elif word == "xy":
        p["YDir"] = "normal"
    elif word in ("fill", "vis3d", "tickaligned", "padded"):
        pass
    else:
        raise MException("MATLAB:axis:InvalidInput", f"Unknown command option '{word}'.")


def _lim(args: tuple[Any, ...], ctx: Any, name: str, nargout: int) -> Any:
    ax, rest = _target(args, ctx)
    if not rest:
        return ax.computed(name + "Lim")
    v = rest[0]
    if is_text(v):
        word = text_of(v).lower()
        if word == "mode":
            return ax.get(name + "LimMode")
        if word not in ("auto", "manual"):
            raise MException(f"MATLAB:{name.lower()}lim:InvalidInput", f"Invalid mode '{word}'.")
        if word == "manual":
            _freeze(ax, name)
        else:
            ax.props[name + "LimMode"] = "auto"
        return None
    lim = numeric(v, name.lower() + "lim").ravel()
    if lim.size != 2 or not lim[0] < lim[1]:
        raise MException(f"MATLAB:{name.lower()}lim:InvalidLimits" if lim.size == 2 else "MATLAB:hg:shaped_arrays:LimitsType",
                         "Limits must be a 2-element vector of increasing numeric values.")
    lo, hi = lim
    if not np.isfinite(lo) or not np.isfinite(hi):  # -Inf/Inf keep the automatic limit on that side
        auto = ax.computed(name + "Lim").ravel() if ax.props[name + "LimMode"] == "auto" else \
            np.asarray(ax.props[name + "Lim"]).ravel()
        lo = auto[0] if not np.isfinite(lo) else lo
        hi = auto[1] if not np.isfinite(hi) else hi
    ax.props[name + "Lim"] = row([lo, hi])
    ax.props[name + "LimMode"] = "manual"
    return row([lo, hi]) if nargout else None


def _lim_builtin(name: str) -> None:
    fname = name.lower() + "lim"

    def body(*args: Any, nargout: int, ctx: Any = None) -> Any:
        return _lim(args, ctx, name, nargout)

    body.__name__ = fname
    example = {"X": ("plot(1:5);\nxlim([0 10]);\ndisp(xlim)", "     0    10\n"),
               "Y": ("plot([2 4 3]);\ndisp(ylim)\nylim([0 5]);\nax = gca;\ndisp(ax.YLimMode)", "     2     4\nmanual\n"),
               "Z": ("zlim([-1 1]);\ndisp(zlim)", "    -1     1\n")}[name]
    runtime_builtin(
        name=fname,
        summary=f"Set or get the {name}-axis limits of the current (or given) axes.",
        description=f"{fname}([MIN MAX]) sets the limits (-Inf/Inf keep the automatic value on "
                    f"that side); {fname}('auto') / {fname}('manual') set the mode; "
                    f"L = {fname} returns the limits (automatic limits round the data range to "
                    f"tick values).",
        keywords=["limits", "axis", fname],
        related=[n for n in ("xlim", "ylim", "zlim", "axis") if n != fname],
        signatures=[f"{fname}(LIMITS)", f"L = {fname}", f"{fname}('auto')", f"{fname}(AX, ...)"],
        errors=[ErrorSpec(identifier=f"MATLAB:{fname}:InvalidLimits", when="the limits do not increase")],
        examples=[Example(code=example[0], output=example[1])],
        accel=_HOST,
        effects=_FX,
    )(body)


for _n in "XYZ":
    _lim_builtin(_n)


def _toggle(args: tuple[Any, ...], ctx: Any, keys: tuple[str, ...], fname: str, extra: dict[str, tuple[str, ...]]) -> None:
    ax, rest = _target(args, ctx)
    if not rest:
        state = "off" if ax.props[keys[0]] == "on" else "on"
        for k in keys:
            ax.props[k] = state
        return
    word = text_of(rest[0]).lower() if is_text(rest[0]) else None
    if word in ("on", "off"):
        for k in keys:
            ax.props[k] = word
        if word == "off":
            for k in extra.get("off", ()):
                ax.props[k] = "off"
        return
    if word in extra:
        for k in extra[word]:
            ax.props[k] = "on"
        return
    raise MException(f"MATLAB:{fname}:UnknownOption", f"Unknown command option '{word}'.")


@runtime_builtin(
    summary="Show or hide grid lines of the current (or given) axes (on, off, minor).",
    keywords=["grid", "lines", "axes"],
    related=["box", "axis"],
    signatures=["grid on", "grid off", "grid minor", "grid", "grid(AX, STATE)"],
    errors=[ErrorSpec(identifier="MATLAB:grid:UnknownOption", when="the option is not on/off/minor")],
    examples=[Example(code="grid on\nax = gca;\ndisp(ax.XGrid)\ngrid minor\ndisp(ax.XMinorGrid)", output="on\non\n")],
    effects=_FX,
)
def grid(*args: Any, ctx: Any = None) -> None:
    _toggle(args, ctx, ("XGrid", "YGrid", "ZGrid"), "grid",
            {"minor": ("XMinorGrid", "YMinorGrid", "ZMinorGrid"), "off": ("XMinorGrid", "YMinorGrid", "ZMinorGrid")})
    return None


@runtime_builtin(
    summary="Show or hide the box outline of the current (or given) axes.",
    keywords=["box", "outline", "axes"],
    related=["grid", "axis"],
    signatures=["box on", "box off", "box", "box(AX, STATE)"],
    examples=[Example(code="box on\nax = gca;\ndisp(ax.Box)", output="on\n")],
    effects=_FX,
)
def box(*args: Any, ctx: Any = None) -> None:
    _toggle(args, ctx, ("Box",), "box", {})
    return None


@runtime_builtin(
    summary="Camera viewpoint: view(AZ, EL), view([AZ EL]), view(2) top view, view(3) 3-D view.",
    keywords=["view", "camera", "azimuth", "elevation", "3-D"],
    related=["surf", "plot3"],
    signatures=["view(AZ, EL)", "view(V)", "view(DIM)", "view(AX, ...)", "[AZ, EL] = view"],
    examples=[Example(code="view(3);\n[az, el] = view;\ndisp(az == -37.5 && el == 30)", output="   1\n")],
    effects=_FX,
)
def view(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, rest = _target(args, ctx)
    if rest:
        v = np.concatenate([numeric(a, "view").ravel() for a in rest])
        if v.size == 1:
            if v[0] == 2:
                v = np.array([0.0, 90.0])
            elif v[0] == 3:
                v = np.array([-37.5, 30.0])
            else:
                raise MException("MATLAB:view:InvalidInput", "view(DIM) takes 2 or 3.")
        elif v.size != 2:
            raise MException("MATLAB:view:InvalidInput", "view needs azimuth and elevation.")
        ax.props["View"] = row(v)
    if nargout == 0:
        return None
    cur = np.asarray(ax.props["View"], dtype=float).ravel()
    return (float(cur[0]), float(cur[1])) if nargout > 1 else row(cur)
