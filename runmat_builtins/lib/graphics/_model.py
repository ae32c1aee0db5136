"""The figure model: graphics objects, their properties, and the per-session root.

Every graphics object is a :class:`GObject` with a type ('figure', 'axes', 'line', ...),
a property dict with MATLAB's canonical names, a parent and children. Property values
are kept in plain Python form (``str`` for text, ``list[str]`` for cellstr, float64
arrays for numbers and colors, ``GObject`` for object-valued properties such as an axes'
``Title``) and turned into MATLAB values on ``get`` (:func:`to_matlab`). Names are
matched case-insensitively, as MATLAB does.

The root (figures by number, the current figure) lives in ``ctx.state['graphics']``, so
two sessions never see each other's figures.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._colormaps import colormap_by_name
from runmat_builtins.values import cell_array, char_row, class_of, is_cell, is_char, is_string

COLOR_ORDER = np.array([
    [0.0, 0.4470, 0.7410], [0.8500, 0.3250, 0.0980], [0.9290, 0.6940, 0.1250],
    [0.4940, 0.1840, 0.5560], [0.4660, 0.6740, 0.1880], [0.3010, 0.7450, 0.9330],
    [0.6350, 0.0780, 0.1840]])

CLASS_NAMES = {
    "root": "matlab.ui.Root", "figure": "matlab.ui.Figure", "axes": "matlab.graphics.axis.Axes",
    "line": "matlab.graphics.chart.primitive.Line", "scatter": "matlab.graphics.chart.primitive.Scatter",
    "bar": "matlab.graphics.chart.primitive.Bar", "histogram": "matlab.graphics.chart.primitive.Histogram",
    "area": "matlab.graphics.chart.primitive.Area", "stair": "matlab.graphics.chart.primitive.Stair",
    "stem": "matlab.graphics.chart.primitive.Stem", "errorbar": "matlab.graphics.chart.primitive.ErrorBar",
    "surface": "matlab.graphics.chart.primitive.Surface", "contour": "matlab.graphics.chart.primitive.Contour",
    "image": "matlab.graphics.primitive.Image", "patch": "matlab.graphics.primitive.Patch",
    "text": "matlab.graphics.primitive.Text", "legend": "matlab.graphics.illustration.Legend",
    "colorbar": "matlab.graphics.illustration.ColorBar", "primline": "matlab.graphics.primitive.Line",
    "textboxshape": "matlab.graphics.shape.TextBox", "lineshape": "matlab.graphics.shape.Line",
    "arrowshape": "matlab.graphics.shape.Arrow", "rectangleshape": "matlab.graphics.shape.Rectangle",
    "ellipseshape": "matlab.graphics.shape.Ellipse",
    "constantline": "matlab.graphics.chart.decoration.ConstantLine",
    "tiledlayout": "matlab.graphics.layout.TiledChartLayout",
}
# the MATLAB 'Type' property where it differs from the model type
TYPE_NAMES = {"primline": "line", "textboxshape": "textboxshape", "lineshape": "lineshape",
              "arrowshape": "arrowshape", "rectangleshape": "rectangleshape", "ellipseshape": "ellipseshape"}

_COMMON = {"Tag": "", "UserData": None, "Visible": "on", "HandleVisibility": "on"}
_LINEISH = {"Color": None, "LineStyle": "-", "LineWidth": 0.5, "Marker": "none", "MarkerSize": 6.0,
            "MarkerFaceColor": "none", "MarkerEdgeColor": "auto", "DisplayName": "", "SeriesIndex": 1.0}
DEFAULTS: dict[str, dict[str, Any]] = {
    "figure": {"Number": None, "Name": "", "Color": np.array([[0.94, 0.94, 0.94]]),
               "Position": np.array([[488.0, 342.0, 560.0, 420.0]]), "Units": "pixels",
               "NumberTitle": "on", "NextPlot": "add", "CurrentAxes": None, "Colormap": None,
               "PaperPositionMode": "auto", "Renderer": "painters", "WindowStyle": "normal",
               # printing and window properties MATLAB programs set (the PNG export reads Position)
               "PaperPosition": np.array([[1.3333, 3.3125, 5.8333, 4.375]]), "PaperUnits": "inches",
               "PaperSize": np.array([[8.5, 11.0]]), "PaperOrientation": "portrait", "PaperType": "usletter",
               "InvertHardcopy": "on", "Resize": "on", "MenuBar": "figure", "ToolBar": "auto",
               "Interruptible": "on", "IntegerHandle": "on"},
    "axes": {"XLim": None, "YLim": None, "ZLim": None, "XLimMode": "auto", "YLimMode": "auto",
             "ZLimMode": "auto", "CLim": None, "CLimMode": "auto", "XLabel": None, "YLabel": None,
             "ZLabel": None, "Title": None, "Subtitle": None, "Legend": None, "Colorbar": None,
             "NextPlot": "replace", "XGrid": "off", "YGrid": "off", "ZGrid": "off",
             "XMinorGrid": "off", "YMinorGrid": "off", "ZMinorGrid": "off", "Box": "off",
             "View": np.array([[0.0, 90.0]]), "XScale": "linear", "YScale": "linear", "ZScale": "linear",
             "XDir": "normal", "YDir": "normal", "ZDir": "normal", "DataAspectRatioMode": "auto",
             "DataAspectRatio": np.array([[1.0, 1.0, 1.0]]), "Position": np.array([[0.13, 0.11, 0.775, 0.815]]),
             "Units": "normalized", "FontSize": 10.0, "ColorOrderIndex": 1.0, "LineStyleOrderIndex": 1.0,
             "Color": np.array([[1.0, 1.0, 1.0]]), "XTick": None, "YTick": None, "ZTick": None,
             "XTickLabel": None, "YTickLabel": None, "XAxisLocation": "bottom", "YAxisLocation": "left",
             "Colormap": None, "ColorOrder": COLOR_ORDER, "AxisVisible": "on", "TickDir": "in",
             "LineWidth": 0.5, "FontName": "Helvetica", "Layer": "bottom"},
    "line": dict(_LINEISH, XData=None, YData=None, ZData=None),
    "primline": dict(_LINEISH, XData=None, YData=None, ZData=None),
    "stair": dict(_LINEISH, XData=None, YData=None),
    "constantline": {"Value": 0.0, "InterceptAxis": "x", "Color": np.array([[0.15, 0.15, 0.15]]), "LineStyle": "-",
                     "LineWidth": 0.5, "Label": "", "DisplayName": "", "LabelHorizontalAlignment": "right",
                     "LabelVerticalAlignment": "top"},
    "stem": dict(_LINEISH, Marker="o", XData=None, YData=None, ZData=None, BaseValue=0.0,
                 ShowBaseLine="on"),
    "errorbar": dict(_LINEISH, XData=None, YData=None, YNegativeDelta=None, YPositiveDelta=None,
                     XNegativeDelta=None, XPositiveDelta=None, CapSize=6.0),
    "scatter": {"XData": None, "YData": None, "ZData": None, "SizeData": 36.0, "CData": None,
                "Marker": "o", "MarkerFaceColor": "none", "MarkerEdgeColor": "flat", "LineWidth": 0.5,
                "DisplayName": "", "MarkerFaceAlpha": 1.0, "MarkerEdgeAlpha": 1.0, "AlphaData": 1.0,
                "SeriesIndex": 1.0},
    "bar": {"XData": None, "YData": None, "BarWidth": 0.8, "FaceColor": None, "EdgeColor": np.zeros((1, 3)),
            "Horizontal": "off", "BaseValue": 0.0, "DisplayName": "", "LineWidth": 0.5, "FaceAlpha": 1.0,
            "BarLayout": "grouped", "SeriesIndex": 1.0},
    "histogram": {"Data": None, "Values": None, "BinEdges": None, "NumBins": None, "BinWidth": None,
                  "BinLimits": None, "Normalization": "count", "FaceColor": None, "EdgeColor": np.zeros((1, 3)),
                  "FaceAlpha": 0.6, "DisplayName": "", "Orientation": "vertical", "DisplayStyle": "bar",
                  "LineWidth": 0.5, "SeriesIndex": 1.0},
    "area": {"XData": None, "YData": None, "FaceColor": None, "EdgeColor": np.zeros((1, 3)), "FaceAlpha": 1.0,
             "BaseValue": 0.0, "DisplayName": "", "LineStyle": "-", "LineWidth": 0.5, "SeriesIndex": 1.0},
    "patch": {"XData": None, "YData": None, "ZData": None, "FaceColor": None, "EdgeColor": np.zeros((1, 3)),
              "FaceAlpha": 1.0, "EdgeAlpha": 1.0, "LineStyle": "-", "LineWidth": 0.5, "DisplayName": "",
              "Faces": None, "Vertices": None, "Marker": "none", "CData": None},
    "surface": {"XData": None, "YData": None, "ZData": None, "CData": None, "FaceColor": "flat",
                "EdgeColor": np.zeros((1, 3)), "FaceAlpha": 1.0, "EdgeAlpha": 1.0, "LineStyle": "-",
                "LineWidth": 0.5, "DisplayName": "", "Marker": "none", "MeshStyle": "both"},
    "contour": {"XData": None, "YData": None, "ZData": None, "LevelList": None, "LevelListMode": "auto",
                "Fill": "off", "LineColor": "flat", "LineStyle": "-", "LineWidth": 0.5, "DisplayName": "",
                "ShowText": "off", "LevelStep": None},
    "image": {"XData": None, "YData": None, "CData": None, "CDataMapping": "direct", "AlphaData": 1.0},
    "text": {"String": "", "Position": np.zeros((1, 3)), "Color": np.zeros((1, 3)), "FontSize": 10.0,
             "FontWeight": "normal", "FontAngle": "normal", "FontName": "Helvetica",
             "HorizontalAlignment": "left", "VerticalAlignment": "middle", "Interpreter": "tex",
             "Rotation": 0.0, "BackgroundColor": "none", "EdgeColor": "none", "Units": "data"},
    "legend": {"String": [], "Location": "northeast", "Orientation": "vertical", "Box": "on",
               "FontSize": 9.0, "AutoUpdate": "on", "NumColumns": 1.0, "Title": None, "TextColor": np.zeros((1, 3)),
               "Interpreter": "tex"},
    "colorbar": {"Location": "eastoutside", "Limits": None, "Label": None, "FontSize": 9.0,
                 "Direction": "normal", "TickLabels": None, "Ticks": None},
    "tiledlayout": {"GridSize": np.array([[1.0, 1.0]]), "TileArrangement": "fixed", "TileSpacing": "loose",
                    "Padding": "loose", "TileIndexing": "rowmajor", "Title": None, "XLabel": None,
                    "YLabel": None, "Units": "normalized", "Position": np.array([[0.0, 0.0, 1.0, 1.0]])},
    "root": {"CurrentFigure": None, "ScreenSize": np.array([[1.0, 1.0, 1920.0, 1080.0]]),
             "Units": "pixels", "ShowHiddenHandles": "off"},
}
for _shape in ("textboxshape", "lineshape", "arrowshape", "rectangleshape", "ellipseshape"):
    DEFAULTS[_shape] = {"Position": np.array([[0.3, 0.3, 0.1, 0.1]]), "X": None, "Y": None, "String": "",
                        "Color": np.zeros((1, 3)), "LineStyle": "-", "LineWidth": 0.5, "FontSize": 10.0,
                        "FaceColor": "none", "EdgeColor": np.zeros((1, 3)), "HeadStyle": "vback2"}

# how a value given to set() is checked and stored, by property name
_COLOR_PROPS = {"Color", "FaceColor", "EdgeColor", "MarkerFaceColor", "MarkerEdgeColor", "LineColor",
                "BackgroundColor", "TextColor"}
_ONOFF_PROPS = {"Visible", "Box", "XGrid", "YGrid", "ZGrid", "XMinorGrid", "YMinorGrid", "ZMinorGrid",
                "Fill", "Horizontal", "NumberTitle", "ShowText", "AutoUpdate", "ShowBaseLine", "AxisVisible"}
_TEXT_LIST_PROPS = {"String", "XTickLabel", "YTickLabel", "TickLabels"}
_READONLY = {"Type", "Parent", "Children", "Number", "Values"}
# transparencies: a number from 0 to 1, or these keywords
_NUMERIC_KEYWORDS = {"FaceAlpha": ("flat", "interp", "texturemap"), "EdgeAlpha": ("flat", "interp"),
                     "MarkerFaceAlpha": ("flat",), "MarkerEdgeAlpha": ("flat",)}

MARKER_NAMES = {"o": "o", "+": "+", "*": "*", ".": ".", "x": "x", "_": "_", "|": "|", "s": "square",
                "d": "diamond", "v": "v", "^": "^", "<": "<", ">": ">", "p": "pentagram", "h": "hexagram",
                "square": "square", "diamond": "diamond", "pentagram": "pentagram", "hexagram": "hexagram",
                "none": "none", "circle": "o", "cross": "x", "point": ".", "plus": "+", "asterisk": "*"}
_COLOR_LETTERS = {"r": (1, 0, 0), "g": (0, 1, 0), "b": (0, 0, 1), "c": (0, 1, 1), "m": (1, 0, 1),
                  "y": (1, 1, 0), "k": (0, 0, 0), "w": (1, 1, 1)}
_COLOR_NAMES = {"red": "r", "green": "g", "blue": "b", "cyan": "c", "magenta": "m", "yellow": "y",
                "black": "k", "white": "w"}
_COLOR_WORDS = {"none", "flat", "interp", "auto", "texturemap"}


class GObject:
    """One graphics object: type, properties, parent and children (drawing order)."""

    __slots__ = ("type", "props", "parent", "children", "valid", "root", "extra", "__weakref__")

    def __init__(self, root: Root | None, type_: str, parent: GObject | None = None, **props: Any) -> None:
        self.type = type_
        self.root = root
        self.parent = parent
        self.children: list[GObject] = []
        self.valid = True
        self.extra: dict[str, Any] = {}  # model-only data (subplot grid cell, ...)
        self.props = dict(_COMMON)
        for k, v in DEFAULTS[type_].items():
            self.props[k] = v.copy() if isinstance(v, np.ndarray) else v
        self.props.update(props)
        detached = self.props.pop("_detached", False)
        if parent is not None and not detached:
            parent.children.append(self)

    @property
    def matlab_class(self) -> str:
        return CLASS_NAMES[self.type]

    @property
    def short_class(self) -> str:
        return self.matlab_class.rsplit(".", 1)[-1]

    def canonical(self, name: str) -> str:
        """The canonical spelling of a property name, or a MATLAB error."""
        if name in self.props or name in _READONLY:
            return name
        low = name.lower()
        for k in list(self.props) + sorted(_READONLY):
            if k.lower() == low:
                return k
        raise MException("MATLAB:class:InvalidProperty",
                         f"Unrecognized property {name} for class {self.short_class}.")

    def names(self) -> list[str]:
        return ["Type", "Parent", "Children"] + [k for k in self.props if k != "Number" or self.type == "figure"]

    def get(self, name: str) -> Any:
        """Property value in MATLAB form."""
        key = self.canonical(name)
        if key == "Type":
            return char_row(TYPE_NAMES.get(self.type, self.type))
        if key == "Parent":
            return handle_of([self.parent] if self.parent is not None and self.parent.type != "root" else
                             ([self.root.obj] if self.root is not None and self.type == "figure" else []))
        if key == "Children":
            kids = [c for c in reversed(self.children) if c.valid]  # MATLAB lists the newest first
            return handle_of(kids, column=True)
        if key == "Values" and self.type == "histogram":
            return self.props["Values"]
        return to_matlab(self.computed(key))

    def computed(self, key: str) -> Any:
        """The stored value, or what auto mode derives (axis limits, colors)."""
        v = self.props.get(key)
        derived = self.extra.get("on_get")
        if derived is not None:
            got = derived(self, key)  # a legend's String follows its objects' DisplayName
            if got is not None:
                return got
        if self.type == "axes" and key in ("XLim", "YLim", "ZLim") and (v is None or self.props[key + "Mode"] == "auto"):
            return auto_limits(self, key[0])
        if self.type == "axes" and key == "CLim" and v is None:
            return auto_clim(self)
        if self.type == "axes" and key == "Colormap" and v is None:
            fig = figure_of(self)
            return fig.computed("Colormap") if fig is not None else default_colormap()
        if self.type == "figure" and key == "Colormap" and v is None:
            return default_colormap()
        return v

    def _bad_value(self, key: str, why: str) -> MException:
        return MException("MATLAB:hg:set_chck:InvalidValue",
                          f"Error setting property '{key}' of class '{self.short_class}':\n{why}")

    def set(self, name: str, value: Any) -> None:
        key = self.canonical(name)
        if key in _READONLY:
            raise MException("MATLAB:class:SetProhibited",
                             f"Unable to set the '{key}' property of class '{self.short_class}' because it is read-only.")
        old = self.props.get(key)
        if key in _COLOR_PROPS:
            stored: Any = parse_color(value, key)
        elif key in _ONOFF_PROPS:
            stored = onoff(value, key)
        elif key in _TEXT_LIST_PROPS:
            stored = text_value(value)
        elif key == "UserData":
            stored = value
        elif key == "Marker":
            stored = MARKER_NAMES.get(text_of(value).lower() if len(text_of(value)) > 1 else text_of(value))
            if stored is None:
                raise MException("MATLAB:hg:InvalidMarker",
                                 f"'{text_of(value)}' is not a valid value for Marker.")
        elif isinstance(old, GObject) and old.type == "text" and (is_char(value) or is_string(value) or is_cell(value)):
            old.props["String"] = text_value(value)  # ax.Title = 'x' is not MATLAB, but title text is
            return
        elif is_char(value) or is_string(value):
            stored = text_of(value)
            if isinstance(old, (float, np.ndarray)) and stored not in _NUMERIC_KEYWORDS.get(key, ()):
                raise self._bad_value(key, "Value must be numeric" + (
                    f" or one of {', '.join(repr(k) for k in _NUMERIC_KEYWORDS[key])}" if key in _NUMERIC_KEYWORDS else ""))
        elif isinstance(value, (float, int, bool)) or (isinstance(value, np.ndarray) and value.dtype.kind in "biuf"):
            stored = float(value) if not isinstance(value, np.ndarray) else np.array(value, dtype=np.float64)
            if key in _NUMERIC_KEYWORDS and not np.all((np.asarray(stored) >= 0) & (np.asarray(stored) <= 1)):
                raise self._bad_value(key, "Value must be between 0 and 1")
            if key.endswith("Position") and isinstance(old, np.ndarray) and np.size(stored) != old.size:
                raise self._bad_value(key, f"Value must be a {old.size} element vector")
        else:
            from runmat_builtins.lib.graphics._handle import GHandle  # cycle: graphics._handle imports this module

            stored = value.objs[0] if isinstance(value, GHandle) and len(value.objs) == 1 else value
        self.props[key] = stored
        if self.type == "axes" and key in ("XLim", "YLim", "ZLim", "CLim"):
            self.props[key + "Mode"] = "manual"
        hook = self.extra.get("on_set")
        if hook is not None:
            hook(self, key)  # derived data, e.g. a histogram's counts after NumBins changes

    def data_children(self) -> list[GObject]:
        return [c for c in self.children if c.valid and c.type not in ("legend", "colorbar")]

    def __repr__(self) -> str:
        return f"<{self.type} {id(self):x}>"


class Root:
    """The session's graphics root: open figures by number and the current figure."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.figures: dict[int, GObject] = {}
        self.current: GObject | None = None
        self.obj = GObject(None, "root")
        self.obj.root = self

    def new_figure(self, number: int | None = None) -> GObject:
        if number is None:
            number = 1
            while number in self.figures:
                number += 1
        fig = GObject(self, "figure", self.obj, Number=float(number))
        self.figures[number] = fig
        self.current = fig
        return fig

    def close(self, fig: GObject) -> None:
        invalidate(fig)
        if fig in self.obj.children:
            self.obj.children.remove(fig)
        for k, v in list(self.figures.items()):
            if v is fig:
                del self.figures[k]
        if self.current is fig:
            self.current = list(self.figures.values())[-1] if self.figures else None


def root_of(ctx: Any) -> Root:
    """The session's graphics root (created on first use, kept in ``ctx.state``)."""
    state = ctx.state if ctx is not None else _HOST_STATE
    r = state.get("graphics")
    if r is None:
        r = state["graphics"] = Root(ctx)
    return r


_HOST_STATE: dict[str, Any] = {}  # only for builtins called with no context at all


def invalidate(obj: GObject) -> None:
    obj.valid = False
    for c in obj.children:
        invalidate(c)


def figure_of(obj: GObject | None) -> GObject | None:
    while obj is not None and obj.type != "figure":
        obj = obj.parent
    return obj


def axes_of(obj: GObject | None) -> GObject | None:
    while obj is not None and obj.type != "axes":
        obj = obj.parent
    return obj


def current_figure(ctx: Any) -> GObject:
    """gcf: the current figure, created when there is none."""
    r = root_of(ctx)
    if r.current is None or not r.current.valid:
        return r.new_figure()
    return r.current


def current_axes(ctx: Any, create: bool = True) -> GObject | None:
    """gca: the current figure's current axes, created when there is none."""
    fig = current_figure(ctx) if create else root_of(ctx).current
    if fig is None:
        return None
    ax = fig.props.get("CurrentAxes")
    if isinstance(ax, GObject) and ax.valid:
        return ax
    return new_axes(fig) if create else None


def new_axes(fig: GObject, grid: tuple[int, int, int] | None = None) -> GObject:
    ax = GObject(fig.root, "axes", fig)
    for label in ("XLabel", "YLabel", "ZLabel", "Title", "Subtitle"):
        ax.props[label] = GObject(fig.root, "text", ax, _detached=True)
    if grid is not None:
        ax.extra["grid"] = grid
        ax.props["Position"] = subplot_position(*grid)
    fig.props["CurrentAxes"] = ax
    return ax


def subplot_position(m: int, n: int, p: int) -> np.ndarray:
    """MATLAB's default inner position of subplot(m, n, p) in normalized units."""
    row, col = divmod(p - 1, n)
    left, right, bottom, top = 0.13, 0.095, 0.11, 0.075
    w_all, h_all = 1 - left - right, 1 - bottom - top
    w = w_all / n * (0.8 if n > 1 else 1.0)
    h = h_all / m * (0.8 if m > 1 else 1.0)
    x = left + col * w_all / n
    y = bottom + (m - 1 - row) * h_all / m
    return np.array([[x, y, w, h]])


def reset_axes(ax: GObject) -> None:
    """What a plot does to axes whose NextPlot is 'replace': clear and reset (MATLAB's newplot)."""
    for c in ax.children:
        invalidate(c)
    ax.children = []
    keep = {k: ax.props[k] for k in ("Position", "Units") if k in ax.props}
    fresh = GObject(ax.root, "axes")
    ax.props = fresh.props
    ax.props.update(keep)
    for label in ("XLabel", "YLabel", "ZLabel", "Title", "Subtitle"):
        ax.props[label] = GObject(ax.root, "text", ax, _detached=True)


def prepare_axes(ctx: Any, ax: GObject | None = None) -> GObject:
    """MATLAB's newplot: the axes a plotting function draws into, cleared unless held."""
    if ax is None:
        fig = current_figure(ctx)
        if fig.props.get("NextPlot") == "replace":
            clear_figure(fig)
        ax = current_axes(ctx)
    if ax.props.get("NextPlot") == "replace":
        reset_axes(ax)
    return ax


def clear_figure(fig: GObject) -> None:
    for c in fig.children:
        invalidate(c)
    fig.children = []
    fig.props["CurrentAxes"] = None


def next_color(ax: GObject) -> np.ndarray:
    """The next color of the axes' ColorOrder (cycling, as plot does under hold on)."""
    order = ax.props.get("ColorOrder")
    order = COLOR_ORDER if not isinstance(order, np.ndarray) or order.size == 0 else order.reshape(-1, 3)
    i = int(ax.props.get("ColorOrderIndex", 1.0)) - 1
    ax.props["ColorOrderIndex"] = float(i % len(order) + 2)
    return order[i % len(order)].reshape(1, 3).copy()


# ---------------------------------------------------------------------------- limits
def _nice_step(span: float) -> float:
    if span <= 0 or not np.isfinite(span):
        return 1.0
    raw = span / 10.0
    mag = 10 ** np.floor(np.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * mag >= raw:
            return m * mag
    return 10 * mag


def data_range(ax: GObject, axis: str, positive: bool = False) -> tuple[float, float] | None:
    """The finite data range along an axis (only the positive values for a log axis)."""
    lo, hi = np.inf, -np.inf
    for c in ax.data_children():
        for v in _extent(c, axis):
            a = np.asarray(v, dtype=np.float64).ravel()
            a = a[np.isfinite(a) & (a > 0)] if positive else a[np.isfinite(a)]
            if a.size:
                lo, hi = min(lo, float(a.min())), max(hi, float(a.max()))
    return (lo, hi) if lo <= hi else None


def _extent(c: GObject, axis: str) -> list[Any]:
    p = c.props
    if c.type == "constantline":
        return []
    key = {"X": "XData", "Y": "YData", "Z": "ZData"}[axis]
    if c.type == "histogram":
        edges, vals = p.get("BinEdges"), p.get("Values")
        if edges is None:
            return []
        vert = p.get("Orientation") == "vertical"
        if (axis == "X") == vert:
            return [edges]
        return [np.append(np.asarray(vals, dtype=float).ravel(), 0.0)] if axis != "Z" else []
    if c.type == "bar":
        x, y = p.get("XData"), p.get("YData")
        horiz = p.get("Horizontal") == "on"
        if (axis == "X") != horiz:  # the category axis
            if x is None:
                return []
            xa = np.asarray(x, dtype=float).ravel()
            half = float(p.get("BarWidth", 0.8)) / 2 * (np.min(np.diff(np.unique(xa))) if np.unique(xa).size > 1 else 1)
            return [xa - half, xa + half]
        return [y, np.array([p.get("BaseValue", 0.0)])] if axis != "Z" else []
    if c.type in ("area", "stem") and axis == "Y":
        return [p.get("YData"), np.array([p.get("BaseValue", 0.0)])]
    if c.type == "errorbar" and axis in ("X", "Y"):
        d, neg, pos = p.get(key), p.get(axis + "NegativeDelta"), p.get(axis + "PositiveDelta")
        out = [d]
        if d is not None and neg is not None and np.size(neg) == np.size(d):
            out.append(np.asarray(d, float).ravel() - np.asarray(neg, float).ravel())
        if d is not None and pos is not None and np.size(pos) == np.size(d):
            out.append(np.asarray(d, float).ravel() + np.asarray(pos, float).ravel())
        return out
    if c.type == "image":
        v = p.get(key)
        if v is None or axis == "Z":
            return []
        a = np.asarray(v, float).ravel()
        cd = np.asarray(p.get("CData"))
        n = cd.shape[1] if axis == "X" else cd.shape[0]
        step = (a[-1] - a[0]) / (n - 1) if n > 1 else 1.0
        return [np.array([a[0] - step / 2, a[-1] + step / 2])]
    if c.type == "text":
        pos = np.asarray(p.get("Position"), float).ravel()
        return [pos[{"X": 0, "Y": 1, "Z": 2}[axis]:][:1]] if pos.size >= 3 else []
    v = p.get(key)
    return [v] if v is not None else []


def auto_limits(ax: GObject, axis: str) -> np.ndarray:
    """Limits in auto mode: the data range widened to 'nice' tick values (images: tight); on a
    log axis the positive data range widened to whole decades."""
    if ax.props.get(axis + "Scale") == "log":
        return _log_limits(ax, axis)
    rng = data_range(ax, axis)
    if rng is None:
        return np.array([[0.0, 1.0]])
    lo, hi = rng
    tight = any(c.type in ("image",) for c in ax.data_children()) or \
        (axis != "Z" and all(c.type in ("surface", "contour") for c in ax.data_children()))
    if lo == hi:
        return np.array([[lo - 1.0, hi + 1.0]]) if lo != 0 else np.array([[-1.0, 1.0]])
    if tight:
        return np.array([[lo, hi]])
    step = _nice_step(hi - lo)
    return np.array([[np.floor(lo / step + 1e-9) * step, np.ceil(hi / step - 1e-9) * step]])


def _log_limits(ax: GObject, axis: str) -> np.ndarray:
    rng = data_range(ax, axis, positive=True)
    if rng is None:
        return np.array([[1.0, 10.0]])
    lo, hi = np.floor(np.log10(rng[0]) + 1e-9), np.ceil(np.log10(rng[1]) - 1e-9)
    if hi <= lo:
        hi = lo + 1
    return np.array([[10.0 ** lo, 10.0 ** hi]])


def auto_clim(ax: GObject) -> np.ndarray:
    lo, hi = np.inf, -np.inf
    for c in ax.data_children():
        if c.type in ("surface", "image", "patch", "scatter", "contour"):
            key = "CData" if c.type != "contour" else "ZData"
            if c.type == "image" and c.props.get("CDataMapping") != "scaled":
                continue
            v = c.props.get(key)
            if v is None:
                continue
            a = np.asarray(v, dtype=np.float64)
            if c.type == "scatter" and a.ndim == 2 and a.shape[-1] == 3 and a.shape[0] != 1:
                continue
            a = a[np.isfinite(a)]
            if a.size:
                lo, hi = min(lo, float(a.min())), max(hi, float(a.max()))
    if lo > hi:
        return np.array([[0.0, 1.0]])
    if lo == hi:
        return np.array([[lo - 1.0, hi + 1.0]])
    return np.array([[lo, hi]])


def default_colormap() -> np.ndarray:
    return colormap_by_name("parula", 256)


# ---------------------------------------------------------------------------- values
def text_of(v: Any) -> str:
    """A char row or string scalar as ``str`` (char matrices: rows joined by newlines)."""
    if isinstance(v, str):
        return v
    if is_char(v):
        if v.ndim == 2 and v.shape[0] > 1:
            return "\n".join("".join(r) for r in v)
        return "".join(v.ravel(order="F").tolist())
    if is_string(v):
        return "\n".join("" if s is None else str(s) for s in v.ravel(order="F").tolist())
    if isinstance(v, (float, int)):
        return f"{v:g}"
    if isinstance(v, np.ndarray) and v.dtype.kind in "biuf":
        return " ".join(f"{x:g}" for x in v.ravel(order="F"))
    raise MException("MATLAB:hg:dt_conv:Matrix_to_HGStringType:ConversionFailed",
                     f"Text must be a character vector, string, or cell array, not {class_of(v)}.")


def text_value(v: Any) -> Any:
    """A text property's stored form: ``str``, or ``list[str]`` for a cell / string array."""
    if is_cell(v):
        return [text_of(e) for e in v.ravel(order="F")]
    if is_string(v) and v.size != 1:
        return [("" if s is None else str(s)) for s in v.ravel(order="F").tolist()]
    if is_char(v) and v.ndim == 2 and v.shape[0] > 1:
        return ["".join(r) for r in v]
    return text_of(v)


def onoff(v: Any, name: str) -> str:
    if isinstance(v, bool) or (isinstance(v, np.ndarray) and v.dtype.kind == "b" and v.size == 1):
        return "on" if bool(np.asarray(v).ravel()[0]) else "off"
    if isinstance(v, float) or (isinstance(v, np.ndarray) and v.dtype.kind in "iuf" and v.size == 1):
        return "on" if float(np.asarray(v).ravel()[0]) else "off"
    s = text_of(v).lower()
    if s not in ("on", "off"):
        raise MException("MATLAB:datatypes:onoffboolean:IncorrectValue",
                         f"Invalid value for OnOffSwitchState property '{name}': '{s}' is not 'on' or 'off'.")
    return s


def parse_color(v: Any, name: str = "Color") -> Any:
    """A color: 1x3 RGB array in [0, 1], or a word ('none', 'flat', 'interp', 'auto')."""
    if is_char(v) or is_string(v) or isinstance(v, str):
        s = text_of(v).strip()
        low = s.lower()
        if low in _COLOR_WORDS:
            return low
        low = _COLOR_NAMES.get(low, low)
        if low in _COLOR_LETTERS:
            return np.array([_COLOR_LETTERS[low]], dtype=np.float64)
        if low.startswith("#") and len(low) in (4, 7):
            h = low[1:]
            if len(h) == 3:
                h = "".join(c * 2 for c in h)
            try:
                return np.array([[int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]])
            except ValueError:
                pass
        raise MException("MATLAB:hg:ColorSpec_None",
                         f"Invalid color name or hexadecimal color code '{s}' for property '{name}'.")
    a = np.asarray(v, dtype=np.float64) if isinstance(v, (np.ndarray, float, int)) else None
    if a is None or a.size != 3:
        raise MException("MATLAB:hg:ColorSpec_None",
                         f"Color value for property '{name}' must be a 1x3 RGB triplet or a color name.")
    a = a.reshape(1, 3)
    if a.dtype.kind == "f" and (a.min() < 0 or a.max() > 1):
        raise MException("MATLAB:hg:ColorSpec_None",
                         f"Color value for property '{name}' must have values between 0 and 1.")
    return a


def to_matlab(v: Any) -> Any:
    """A stored property value as a MATLAB value."""
    if v is None:
        return np.zeros((0, 0))
    if isinstance(v, str):
        return char_row(v)
    if isinstance(v, list):
        if all(isinstance(e, str) for e in v):
            return cell_array([char_row(e) for e in v], (1, len(v)))
        return handle_of(v)
    if isinstance(v, GObject):
        return handle_of([v])
    return v


def handle_of(objs: list[GObject], column: bool = False) -> Any:
    from runmat_builtins.lib.graphics._handle import GHandle  # cycle: graphics._handle imports this module

    if not objs:
        return GHandle((), (0, 0))
    return GHandle(tuple(objs), (len(objs), 1) if column else (1, len(objs)))
