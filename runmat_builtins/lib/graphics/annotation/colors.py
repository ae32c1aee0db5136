"""colormap and colorbar: the color scale of axes and figures."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import apply_pairs, is_text, numeric
from runmat_builtins.lib.graphics._colormaps import colormap_by_name
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, current_axes, current_figure, text_of
from runmat_builtins.spec import ErrorSpec, Example

_FX = ["display"]


@runtime_builtin(
    summary="Set or get the colormap of the current figure (or of given axes or figure).",
    description="colormap(MAP) sets an m-by-3 array of RGB rows in [0, 1]; colormap(NAME) a "
                "built-in map ('parula', 'jet', 'hot', 'gray', 'cool', 'bone', 'copper', 'hsv', "
                "...; 'default' is parula); colormap(TARGET, ...) sets it on axes or a figure. "
                "CMAP = colormap returns the current map (256-by-3 by default).",
    keywords=["colormap", "colors", "palette", "scale"],
    related=["colorbar", "parula", "jet", "imagesc", "surf"],
    signatures=["colormap(MAP)", "colormap NAME", "colormap(TARGET, MAP)", "CMAP = colormap",
                "CMAP = colormap(TARGET)"],
    errors=[ErrorSpec(identifier="MATLAB:colormap:InvalidInput", when="MAP is not m-by-3 in [0, 1] or no known name")],
    examples=[Example(code="colormap(gray(4));\ncmap = colormap", output="cmap =\n\n"
                                                                         "         0         0         0\n"
                                                                         "    0.3333    0.3333    0.3333\n"
                                                                         "    0.6667    0.6667    0.6667\n"
                                                                         "    1.0000    1.0000    1.0000\n\n"),
              Example(code="disp(size(colormap('jet')))", output="   256     3\n")],
    effects=_FX,
)
def colormap(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    target: GObject | None = None
    if rest and isinstance(rest[0], GHandle):
        target = rest.pop(0).first()
    if target is None:
        target = current_figure(ctx)
    if rest:
        v = rest[0]
        if is_text(v):
            name = text_of(v).lower()
            cmap = colormap_by_name("parula" if name == "default" else name, 256)
        else:
            cmap = numeric(v, "colormap")
            if cmap.ndim != 2 or cmap.shape[1] != 3 or cmap.size == 0 or cmap.min() < 0 or cmap.max() > 1:
                raise MException("MATLAB:colormap:InvalidInput",
                                 "Colormap must be an m-by-3 array of values between 0 and 1.")
        target.props["Colormap"] = cmap.copy()
        if target.type == "figure":
            for c in target.children:
                if c.type == "axes":
                    c.props["Colormap"] = None  # axes follow their figure's map
    if nargout or not rest:
        return target.computed("Colormap") if nargout or not rest else None
    return None


@runtime_builtin(
    summary="Show a color scale beside the current (or given) axes; returns the ColorBar object.",
    keywords=["colorbar", "color scale", "legend", "colormap"],
    related=["colormap", "imagesc", "surf", "caxis"],
    signatures=["colorbar", "colorbar(LOCATION)", "colorbar('off')", "colorbar(AX, ...)",
                "CB = colorbar(..., NAME, VALUE)"],
    examples=[Example(code="imagesc(magic(3));\ncb = colorbar;\ndisp(class(cb))\ndisp(cb.Location)",
                      output="matlab.graphics.illustration.ColorBar\neastoutside\n")],
    effects=_FX,
)
def colorbar(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    ax = None
    if rest and isinstance(rest[0], GHandle):
        ax = rest.pop(0).first()
    ax = ax if ax is not None else current_axes(ctx)
    cb = ax.props.get("Colorbar")
    if rest and is_text(rest[0]) and text_of(rest[0]).lower() in ("off", "delete", "hide"):
        if isinstance(cb, GObject):
            cb.valid = False
            if cb in ax.children:
                ax.children.remove(cb)
        ax.props["Colorbar"] = None
        return None
    if not isinstance(cb, GObject) or not cb.valid:
        cb = GObject(ax.root, "colorbar", ax)
        cb.props["Label"] = GObject(ax.root, "text", cb, _detached=True)
        ax.props["Colorbar"] = cb
    if rest and is_text(rest[0]) and len(rest) % 2 == 1:
        cb.props["Location"] = text_of(rest.pop(0)).lower()
    pairs = [(text_of(rest[i]), rest[i + 1]) for i in range(0, len(rest) - 1, 2)]
    apply_pairs([cb], pairs)
    cb.props["Limits"] = ax.computed("CLim")
    return GHandle((cb,), (1, 1)) if nargout else None


@runtime_builtin(
    summary="Set or get the color limits (CLim) of the current axes.",
    keywords=["color limits", "clim", "colormap"],
    related=["colormap", "clim", "imagesc"],
    signatures=["caxis(LIMITS)", "L = caxis", "caxis('auto')"],
    examples=[Example(code="imagesc(magic(3));\ncaxis([0 10]);\ndisp(caxis)", output="     0    10\n")],
    effects=_FX,
)
def caxis(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _clim(args, ctx, nargout)


@runtime_builtin(
    summary="Set or get the color limits (CLim) of the current axes (the newer name of caxis).",
    keywords=["color limits", "caxis", "colormap"],
    related=["caxis", "colormap"],
    signatures=["clim(LIMITS)", "L = clim", "clim('auto')"],
    examples=[Example(code="imagesc(magic(3));\ndisp(clim)", output="     1     9\n")],
    effects=_FX,
)
def clim(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _clim(args, ctx, nargout)


def _clim(args: tuple[Any, ...], ctx: Any, nargout: int) -> Any:
    rest = list(args)
    ax = rest.pop(0).first() if rest and isinstance(rest[0], GHandle) else current_axes(ctx)
    if not rest:
        return ax.computed("CLim")
    if is_text(rest[0]):
        if text_of(rest[0]).lower() == "auto":
            ax.props["CLim"] = None
            ax.props["CLimMode"] = "auto"
        return None
    lim = numeric(rest[0], "caxis").ravel()
    if lim.size != 2 or not lim[0] < lim[1]:
        raise MException("MATLAB:caxis:InvalidLimits", "Color limits must be a 2-element increasing vector.")
    ax.props["CLim"] = lim.reshape(1, 2)
    ax.props["CLimMode"] = "manual"
    return lim.reshape(1, 2) if nargout else None
