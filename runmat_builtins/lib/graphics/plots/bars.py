"""bar, barh, histogram: bar charts (grouped or stacked) and binned counts.

A histogram keeps its counts in the object (``h.Values``, ``h.BinEdges``, ``h.NumBins``) and
recomputes them when ``NumBins``, ``BinEdges``, ``BinWidth`` or ``Normalization`` is set, as
MATLAB's Histogram does; binning goes through the ``histcounts`` builtin.
"""

from __future__ import annotations

import math

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import linespec_props, numeric, parse_linespec, result, row
from runmat_builtins.lib.graphics._model import GObject, next_color, text_of
from runmat_builtins.lib.graphics.plots._series import add, start
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_char, is_string

_FX = ["display"]


def _bars(args: tuple[Any, ...], ctx: Any, fname: str, horizontal: bool, nargout: int) -> Any:
    ax, data, pairs, found = start(args, ctx, fname,
                                   flags={"stacked", "grouped", "hist", "histc", "group", "stack"})
    color = None
    if data and (is_char(data[-1]) or is_string(data[-1])):
        ls = parse_linespec(data.pop())
        if ls is None or ls[2] is None:
            raise MException(f"MATLAB:{fname}:InvalidColor", "Invalid color specification.")
        color = linespec_props(ls)["Color"]
    nums = [numeric(d, fname) for d in data]
    width = 0.8
    if len(nums) >= 2 and nums[-1].size == 1 and (len(nums) == 3 or nums[0].size > 1):
        width = float(nums.pop().ravel()[0])
    if len(nums) == 1:
        y = nums[0]
        y = y.reshape(-1, 1) if 1 in y.shape else y
        x = np.arange(1, y.shape[0] + 1, dtype=float)
    elif len(nums) == 2:
        x, y = nums[0].ravel(), nums[1]
        if 1 in y.shape:
            y = y.reshape(-1, 1)
        elif y.shape[0] != x.size and y.shape[1] == x.size:
            y = y.T
        if y.shape[0] != x.size:
            raise MException(f"MATLAB:{fname}:InvalidData", "X and Y must have the same number of rows.")
    else:
        raise MException(f"MATLAB:{fname}:InvalidData", f"{fname} needs Y or X and Y data.")
    n = y.shape[1]
    stacked = bool(found & {"stacked", "stack"})
    objs, bottom = [], np.zeros(y.shape[0])
    group = min(0.8, n / (n + 1.5)) if n > 1 and not stacked else 1.0
    for j in range(n):
        o = add(ax, "bar", {}, [], "FaceColor", XData=row(x), YData=row(y[:, j]), BarWidth=width,
                Horizontal="on" if horizontal else "off", BarLayout="stacked" if stacked else "grouped")
        if color is not None:
            o.props["FaceColor"] = color.copy()
        if stacked:
            o.extra["bottom"] = bottom.copy()
            bottom = bottom + y[:, j]
        elif n > 1:
            step = np.min(np.diff(np.unique(x))) if np.unique(x).size > 1 else 1.0
            o.extra["group_width"] = group / n / width * step * (width / 0.8)
            o.extra["offset"] = (-group / 2 + (j + 0.5) * group / n) * step
        for k, v in pairs:
            o.set(k, v)
        objs.append(o)
    ux = np.unique(x)
    if len(ax.data_children()) == len(objs) and ux.size <= 25:  # bars alone: a tick under each group
        ax.props["YTick" if horizontal else "XTick"] = row(ux)
    return result(objs, nargout, column=False)


_BAR_DOC = ("bar(Y) draws one bar per element (a matrix: one group per row, one Bar object per "
            "column); bar(X, Y) places them at X; a scalar WIDTH sets BarWidth (default 0.8); "
            "'stacked' stacks the columns; a color letter and Name/Value pairs may follow.")


@runtime_builtin(
    summary="Vertical bar chart; returns one Bar handle per data column.",
    description=_BAR_DOC,
    keywords=["bar", "chart", "histogram", "grouped", "stacked"],
    related=["barh", "histogram", "plot"],
    signatures=["bar(Y)", "bar(X, Y)", "bar(..., WIDTH)", "bar(..., 'stacked')", "H = bar(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:bar:InvalidData", when="X and Y do not match")],
    examples=[Example(code="h = bar([3 5 2]);\ndisp(class(h))\ndisp(h.XData)",
                      output="matlab.graphics.chart.primitive.Bar\n     1     2     3\n"),
              Example(code="h = bar([1 2; 3 4], 'stacked');\ndisp(size(h))", output="     1     2\n")],
    effects=_FX,
)
def bar(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _bars(args, ctx, "bar", False, nargout)


@runtime_builtin(
    summary="Horizontal bar chart; returns Bar handles (Horizontal 'on').",
    description=_BAR_DOC.replace("bar(", "barh("),
    keywords=["bar", "horizontal", "chart"],
    related=["bar", "histogram"],
    signatures=["barh(Y)", "barh(X, Y)", "H = barh(..., NAME, VALUE)"],
    examples=[Example(code="h = barh([3 5 2]);\ndisp(h.Horizontal)", output="on\n")],
    effects=_FX,
)
def barh(*args: Any, nargout: int, ctx: Any = None) -> Any:
    return _bars(args, ctx, "barh", True, nargout)


# ------------------------------------------------------------------------ histogram
def _hist_compute(h: GObject, key: str | None = None) -> None:
    """Bin h.Data by the object's binning properties and store Values/BinEdges/NumBins."""
    if key is not None and key not in ("NumBins", "BinEdges", "BinWidth", "Normalization", "Data", "BinLimits"):
        return
    p = h.props
    data = np.asarray(p["Data"], dtype=np.float64)
    finite = data[np.isfinite(data)]
    if key == "NumBins" or (key is None and p.get("NumBins") is not None):
        nb = float(p["NumBins"])
        if not (nb >= 1 and math.isfinite(nb) and nb == math.floor(nb)):
            raise MException("MATLAB:histogram:InvalidNumBins", "NumBins must be a positive integer.")
        edges = np.asarray(call_builtin("histcounts", row(data), nb, nargout=2)[1], dtype=float).ravel()
    elif key == "BinWidth" or (key is None and p.get("BinWidth") is not None):
        w = float(p["BinWidth"])
        lo = np.floor(finite.min() / w) * w if finite.size else 0.0
        hi = np.ceil(finite.max() / w) * w if finite.size else w
        hi = max(hi, lo + w)
        if finite.size and hi <= finite.max():
            hi += w
        edges = lo + w * np.arange(int(round((hi - lo) / w)) + 1)
    elif (key in ("BinEdges",) or key is None or key in ("Normalization", "Data")) and p.get("BinEdges") is not None:
        edges = np.asarray(p["BinEdges"], dtype=float).ravel()
    elif p.get("BinLimits") is not None:
        lim = np.asarray(p["BinLimits"], dtype=float).ravel()
        edges = np.asarray(call_builtin("histcounts", row(finite[(finite >= lim[0]) & (finite <= lim[1])]),
                                        nargout=2)[1], dtype=float).ravel()
    else:
        edges = np.asarray(call_builtin("histcounts", row(data), nargout=2)[1], dtype=float).ravel()
    counts = np.asarray(call_builtin("histcounts", row(data), row(edges), nargout=1), dtype=float).ravel()
    widths = np.diff(edges)
    total = float(counts.sum()) or 1.0
    norm = str(p.get("Normalization", "count")).lower()
    vals = {"count": counts, "probability": counts / total, "pdf": counts / (total * widths),
            "countdensity": counts / widths, "cumcount": np.cumsum(counts),
            "cdf": np.cumsum(counts) / total, "percentage": 100 * counts / total}.get(norm)
    if vals is None:
        raise MException("MATLAB:histogram:InvalidNormalization", f"Invalid Normalization '{norm}'.")
    p["BinEdges"] = row(edges)
    p["Values"] = row(vals)
    p["NumBins"] = float(len(counts))
    p["BinWidth"] = float(widths[0]) if widths.size and np.allclose(widths, widths[0]) else None
    p["BinLimits"] = row(edges[[0, -1]]) if edges.size else None


@runtime_builtin(
    summary="Histogram plot; the Histogram object holds its bin counts (Values) and edges.",
    description="histogram(X) bins X automatically (as histcounts does); histogram(X, NBINS) "
                "uses NBINS bins and histogram(X, EDGES) the given edges. Name/Value pairs: "
                "'NumBins', 'BinEdges', 'BinWidth', 'BinLimits', 'Normalization' ('count', "
                "'probability', 'pdf', 'cdf', 'countdensity', 'cumcount', 'percentage'), "
                "'FaceColor', 'EdgeColor', 'FaceAlpha', 'DisplayName', 'Orientation'.",
    keywords=["histogram", "bins", "counts", "distribution", "frequency"],
    related=["histcounts", "bar", "hist"],
    signatures=["histogram(X)", "histogram(X, NBINS)", "histogram(X, EDGES)", "H = histogram(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:histogram:InvalidNormalization", when="an unknown Normalization")],
    examples=[Example(code="h = histogram([1 2 2 3 3 3], [0.5 1.5 2.5 3.5]);\ndisp(h.Values)\ndisp(h.NumBins)",
                      output="     1     2     3\n     3\n"),
              Example(code="h = histogram([1 2 2 3], 'Normalization', 'probability', 'BinEdges', 0:2:4);\ndisp(h.Values)",
                      output="    0.2500    0.7500\n")],
    effects=_FX,
)
def histogram(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, data, pairs, _ = start(args, ctx, "histogram")
    if not data:
        raise MException("MATLAB:histogram:NotEnoughInputs", "Not enough input arguments.")
    x = numeric(data[0], "histogram")
    h = add(ax, "histogram", {}, [], "FaceColor", Data=x.copy())
    if len(data) > 1:
        b = numeric(data[1], "histogram")
        if b.size == 1:
            h.props["NumBins"] = float(b.ravel()[0])
        else:
            h.props["BinEdges"] = row(b)
    binning = {"numbins", "binedges", "binwidth", "binlimits", "normalization"}
    for k, v in pairs:
        if k.lower() in binning:
            key = h.canonical(k)
            h.props[key] = text_of(v) if is_char(v) or is_string(v) else numeric(v, "histogram")
            if key in ("NumBins", "BinWidth"):
                h.props[key] = float(h.props[key].ravel()[0])
    _hist_compute(h)
    h.extra["on_set"] = _hist_compute
    for k, v in pairs:
        if k.lower() not in binning:
            h.set(k, v)
    return result([h], nargout)
