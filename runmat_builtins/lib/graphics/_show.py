"""Auto-display of graphics handles, in MATLAB's short 'with properties' layout."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.lib.graphics._model import GObject

# the properties MATLAB shows first, by object type
SHOWN = {
    "figure": ["Number", "Name", "Color", "Position", "Units"],
    "axes": ["XLim", "YLim", "XScale", "YScale", "GridLineStyle", "Position", "Units"],
    "line": ["Color", "LineStyle", "LineWidth", "Marker", "MarkerSize", "MarkerFaceColor", "XData", "YData", "ZData"],
    "scatter": ["Marker", "MarkerEdgeColor", "MarkerFaceColor", "SizeData", "LineWidth", "XData", "YData", "ZData", "CData"],
    "bar": ["BarLayout", "BarWidth", "FaceColor", "EdgeColor", "BaseValue", "XData", "YData"],
    "histogram": ["Data", "Values", "NumBins", "BinEdges", "BinWidth", "BinLimits", "Normalization", "FaceColor", "EdgeColor"],
    "surface": ["EdgeColor", "LineStyle", "FaceColor", "FaceLighting", "FaceAlpha", "XData", "YData", "ZData", "CData"],
    "text": ["String", "FontSize", "FontWeight", "FontName", "Color", "HorizontalAlignment", "Position", "Units"],
    "legend": ["String", "Location", "Orientation", "FontSize", "Position", "Units"],
}


def _num(x: float) -> str:
    if not np.isfinite(x):
        return "NaN" if x != x else ("Inf" if x > 0 else "-Inf")
    if x == int(x) and abs(x) < 1e9:
        return str(int(x))
    return f"{x:.4f}"


def value_text(v: Any) -> str:
    if isinstance(v, str):
        return f"'{v}'"
    if isinstance(v, GObject):
        return f"[1×1 {v.short_class}]"
    if isinstance(v, list):
        return "{" + " ".join(f"'{s}'" for s in v) + "}" if len(v) <= 4 else f"{{1×{len(v)} cell}}"
    if v is None:
        return "[]"
    if isinstance(v, (float, int)):
        return _num(float(v))
    a = np.asarray(v)
    if a.size == 0:
        return f"[{a.shape[0]}×{a.shape[1] if a.ndim > 1 else 0} double]"
    if a.ndim == 2 and a.shape[0] == 1 and a.shape[1] <= 6 and a.dtype.kind in "biuf":
        return "[" + " ".join(_num(float(x)) for x in a.ravel()) + "]"
    if a.size == 1:
        return _num(float(a.ravel()[0]))
    return f"[{'×'.join(str(d) for d in a.shape)} double]"


def handle_text(h: Any) -> str:
    objs = h.objs
    if len(objs) != 1:
        cls = h.matlab_class.rsplit(".", 1)[-1]
        lines = [f"  {h.shape[0]}×{h.shape[1]} {cls} array:", ""]
        lines += [f"    {o.short_class if o is not None else 'GraphicsPlaceholder'}" for o in objs]
        return "\n".join(lines) + "\n"
    o = objs[0]
    if o is None:
        return "  GraphicsPlaceholder with no properties.\n"
    if not o.valid:
        return f"  handle to deleted {o.short_class}\n"
    title = f"{o.short_class} ({int(o.props['Number'])})" if o.type == "figure" else o.short_class
    names = [n for n in SHOWN.get(o.type, list(o.props)[4:12]) if n in o.props]
    width = max((len(n) for n in names), default=0)
    body = "\n".join(f"    {n.rjust(width)}: {value_text(o.computed(n))}" for n in names)
    return f"  {title} with properties:\n\n{body}\n\n  Show all properties\n"
