"""tiledlayout and nexttile: a grid of axes in the current figure ('flow' regrows the grid
as tiles are added), tiles spanning several cells, and the layout's shared title and axis
labels (title(t, ...), xlabel(t, ...), ylabel(t, ...)). TileSpacing and Padding ('loose',
'compact', 'tight', 'none') set the gaps; the axes are laid out again when they change."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, values
from runmat_builtins.lib.graphics._args import apply_pairs, is_text
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, current_figure, invalidate, new_axes, text_of
from runmat_builtins.spec import ErrorSpec, Example

_FX = ["display"]
# margins (left, right, bottom, top) by Padding, and the gap between tiles (a fraction of a cell) by TileSpacing
_PADDING = {"loose": (0.10, 0.06, 0.10, 0.07), "compact": (0.07, 0.04, 0.07, 0.05),
            "tight": (0.05, 0.02, 0.05, 0.03), "none": (0.04, 0.01, 0.04, 0.02)}
_SPACING = {"loose": 0.30, "compact": 0.22, "tight": 0.14, "none": 0.0}


def _layout_of(fig: GObject) -> GObject | None:
    t = fig.extra.get("tiled")
    return t if isinstance(t, GObject) and t.valid else None


def _grid(layout: GObject) -> tuple[int, int]:
    if layout.props["TileArrangement"] == "fixed":
        m, n = (int(v) for v in np.asarray(layout.props["GridSize"]).ravel()[:2])
        return m, n
    count = max(len(_tiles(layout)), 1)
    if layout.props["TileArrangement"] == "vertical":
        return count, 1
    if layout.props["TileArrangement"] == "horizontal":
        return 1, count
    n = math.ceil(math.sqrt(count))
    return math.ceil(count / n), n


def _tiles(layout: GObject) -> list[GObject]:
    fig = layout.parent
    return [c for c in fig.children if c.valid and c.type == "axes" and c.extra.get("tile_of") is layout]


def relayout(layout: GObject) -> None:
    """Axes positions from the grid, TileSpacing, Padding and the shared labels."""
    m, n = _grid(layout)
    layout.props["GridSize"] = np.array([[float(m), float(n)]])
    left, right, bottom, top = _PADDING.get(str(layout.props["Padding"]), _PADDING["loose"])
    for key, side in (("Title", "top"), ("XLabel", "bottom"), ("YLabel", "left")):
        t = layout.props.get(key)
        if isinstance(t, GObject) and t.props.get("String"):
            if side == "top":
                top += 0.05
            elif side == "bottom":
                bottom += 0.04
            else:
                left += 0.04
    gap = _SPACING.get(str(layout.props["TileSpacing"]), _SPACING["loose"])
    cw, ch = (1 - left - right) / n, (1 - bottom - top) / m
    for ax in _tiles(layout):
        k, (rs, cs) = ax.extra["tile"], ax.extra["tile_span"]
        row, col = divmod(k - 1, n)
        rs, cs = min(rs, m - row), min(cs, n - col)
        x = left + col * cw + gap * cw / 2
        y = bottom + (m - row - rs) * ch + gap * ch / 2
        ax.props["Position"] = np.array([[x, y, cs * cw - gap * cw, rs * ch - gap * ch]])


def _next_free(layout: GObject, tiles: list[GObject], span: tuple[int, int]) -> int:
    """The first tile after the last used one where a span of tiles fits in empty cells."""
    used = {ax.extra["tile"] for ax in tiles}
    start = max(used) + 1 if used else 1
    if layout.props["TileArrangement"] != "fixed":
        return start
    m, n = _grid(layout)
    busy = set()
    for ax in tiles:
        r0, c0 = divmod(ax.extra["tile"] - 1, n)
        rs, cs = ax.extra["tile_span"]
        busy |= {(r, c) for r in range(r0, r0 + rs) for c in range(c0, c0 + cs)}
    for k in range(start, m * n + 1):
        r0, c0 = divmod(k - 1, n)
        cells = {(r, c) for r in range(r0, r0 + span[0]) for c in range(c0, c0 + span[1])}
        if r0 + span[0] <= m and c0 + span[1] <= n and not cells & busy:
            return k
    raise MException("MATLAB:nexttile:NoEmptyTile", "There are no empty tiles in the layout.")


def _hook(layout: GObject, key: str) -> None:
    if key in ("TileSpacing", "Padding", "GridSize", "TileArrangement"):
        if key == "GridSize":
            layout.props["TileArrangement"] = "fixed"
        relayout(layout)


@runtime_builtin(
    summary="Create a tiled chart layout in the current figure; nexttile places axes in it.",
    description="tiledlayout(m, n) makes an m-by-n grid; tiledlayout('flow') (or 'vertical', "
                "'horizontal') grows as tiles are added. Name/Value: 'TileSpacing' and 'Padding' "
                "('loose', 'compact', 'tight', 'none'), 'TileIndexing'. title(t, ...), xlabel(t, ...) "
                "and ylabel(t, ...) label the whole layout. Existing axes in the figure are removed.",
    keywords=["tiledlayout", "tiles", "subplot", "grid", "layout"],
    related=["nexttile", "subplot", "sgtitle"],
    signatures=["t = tiledlayout(m, n)", "t = tiledlayout(arrangement)", "t = tiledlayout(___, Name, Value)",
                "t = tiledlayout(parent, ___)"],
    errors=[ErrorSpec(identifier="MATLAB:tiledlayout:InvalidGridSize", when="m or n is not a positive integer")],
    examples=[Example(code="t = tiledlayout(2, 2, 'TileSpacing', 'compact');\nnexttile; plot(1:3);\nnexttile; plot(3:-1:1);\n"
                           "disp(class(t))\nfprintf('%d %d\\n', t.GridSize)",
                      output="matlab.graphics.layout.TiledChartLayout\n2 2\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def tiledlayout(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    fig = rest.pop(0).first() if rest and isinstance(rest[0], GHandle) else current_figure(ctx)
    if fig is None or fig.type != "figure":
        raise MException("MATLAB:tiledlayout:InvalidParent", "The parent must be a figure.")
    arrangement, size = "fixed", (1.0, 1.0)
    if rest and is_text(rest[0]) and text_of(rest[0]).lower() in ("flow", "vertical", "horizontal"):
        arrangement = text_of(rest.pop(0)).lower()
    elif len(rest) >= 2 and not is_text(rest[0]) and not is_text(rest[1]):
        mn = [values(rest.pop(0)), values(rest.pop(0))]
        if any(len(v) != 1 or not is_int_value(v[0]) or v[0] < 1 for v in mn):
            raise MException("MATLAB:tiledlayout:InvalidGridSize", "Grid size must be positive integers.")
        size = (float(mn[0][0]), float(mn[1][0]))
    elif rest and not is_text(rest[0]):
        raise MException("MATLAB:tiledlayout:InvalidGridSize", "Grid size must be positive integers.")
    else:
        arrangement = "flow"
    if len(rest) % 2:
        raise MException("MATLAB:tiledlayout:InvalidNameValue", "Name-value arguments must come in pairs.")
    old = _layout_of(fig)
    for c in list(fig.children):
        if c.type == "axes" or c is old:
            invalidate(c)
            fig.children.remove(c)
    fig.props["CurrentAxes"] = None
    layout = GObject(fig.root, "tiledlayout", fig, GridSize=np.array([size]), TileArrangement=arrangement)
    for key in ("Title", "XLabel", "YLabel"):
        layout.props[key] = GObject(fig.root, "text", layout, _detached=True, FontSize=11.0)
    fig.extra["tiled"] = layout
    fig.extra["sgtitle"] = layout.props["Title"]
    fig.extra["supxlabel"] = layout.props["XLabel"]
    fig.extra["supylabel"] = layout.props["YLabel"]
    layout.extra["next"] = 1
    apply_pairs([layout], [(text_of(rest[i]), rest[i + 1]) for i in range(0, len(rest), 2)])
    layout.extra["on_set"] = _hook
    return GHandle((layout,), (1, 1)) if nargout else None


@runtime_builtin(
    summary="Create (or make current) the axes of the next tile of the current tiled layout.",
    description="nexttile places axes in the next empty tile; nexttile(k) goes to tile k "
                "(row-major), creating axes there or making its axes current; nexttile([r c]) or "
                "nexttile(k, [r c]) spans r rows and c columns. Without a layout one is created "
                "with the 'flow' arrangement.",
    keywords=["nexttile", "tiles", "axes", "subplot"],
    related=["tiledlayout", "subplot"],
    signatures=["ax = nexttile", "ax = nexttile(tilenum)", "ax = nexttile(span)", "ax = nexttile(tilenum, span)",
                "ax = nexttile(t, ___)"],
    errors=[ErrorSpec(identifier="MATLAB:nexttile:InvalidTileNumber", when="the tile number is outside the grid")],
    examples=[Example(code="tiledlayout(1, 3);\nax1 = nexttile; ax2 = nexttile([1 2]);\n"
                           "fprintf('%d\\n', ax2.Position(3) > 1.5 * ax1.Position(3))", output="1\n")],
    effects=_FX,
    suppress_auto_output=True,
)
def nexttile(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    layout = None
    if rest and isinstance(rest[0], GHandle):
        layout = rest.pop(0).first()
        if layout is None or layout.type != "tiledlayout":
            raise MException("MATLAB:nexttile:InvalidLayout", "The first argument must be a TiledChartLayout.")
    fig = layout.parent if layout is not None else current_figure(ctx)
    if layout is None:
        layout = _layout_of(fig)
        if layout is None:
            tiledlayout(GHandle((fig,), (1, 1)), nargout=0, ctx=ctx)
            layout = _layout_of(fig)
    tile, span = None, (1, 1)
    for a in rest:
        v = values(a)
        if len(v) == 2:
            if not all(is_int_value(x) and x >= 1 for x in v):
                raise MException("MATLAB:nexttile:InvalidSpan", "The span must be a vector of two positive integers.")
            span = (int(v[0]), int(v[1]))
        elif len(v) == 1 and is_int_value(v[0]) and v[0] >= 1:
            tile = int(v[0])
        else:
            raise MException("MATLAB:nexttile:InvalidTileNumber", "The tile number must be a positive integer.")
    tiles = _tiles(layout)
    if layout.props["TileArrangement"] == "fixed":
        m, n = _grid(layout)
        if tile is not None and tile > m * n:
            raise MException("MATLAB:nexttile:InvalidTileNumber",
                             f"Tile number {tile} is out of range. The layout has {m * n} tiles.")
    if tile is not None:
        for ax in tiles:
            if ax.extra["tile"] == tile:
                if span == (1, 1) or ax.extra["tile_span"] == span:
                    fig.props["CurrentAxes"] = ax
                    return GHandle((ax,), (1, 1)) if nargout else None
                invalidate(ax)
                fig.children.remove(ax)
    else:
        tile = _next_free(layout, tiles, span)
    ax = new_axes(fig)
    ax.extra["tile_of"] = layout
    ax.extra["tile"] = tile
    ax.extra["tile_span"] = span
    relayout(layout)
    return GHandle((ax,), (1, 1)) if nargout else None
