"""title, subtitle, xlabel, ylabel, zlabel, legend, text, annotation.

Axis labels and titles are Text objects owned by the axes (``ax.Title.String``); a legend
is a Legend object listing plotted objects, whose entries follow their ``DisplayName``
(MATLAB's 'data1', 'data2', ... when unnamed) and, with AutoUpdate 'on', take in objects
plotted after it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import apply_pairs, is_text, numeric, split_axes
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, current_axes, current_figure, text_of, text_value
from runmat_builtins.lib.graphics.figures.tiles import relayout
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_cell, is_char, is_string

_HOST = {"kind": "host-only"}
_FX = ["display"]


def _text_arg(v: Any) -> Any:
    if is_cell(v) or is_char(v) or is_string(v):
        return text_value(v)
    if isinstance(v, (float, int)) or (isinstance(v, np.ndarray) and v.dtype.kind in "biuf"):
        return text_of(v)
    raise MException("MATLAB:hg:dt_conv:Matrix_to_HGStringType:ConversionFailed",
                     "Label text must be a character vector, string or cell array.")


def _pairs(rest: list[Any], fname: str) -> list[tuple[str, Any]]:
    if len(rest) % 2:
        raise MException(f"MATLAB:{fname}:ArgNameValueMismatch", "Name/Value arguments must come in pairs.")
    out = []
    for i in range(0, len(rest), 2):
        if not is_text(rest[i]):
            raise MException(f"MATLAB:{fname}:InvalidPropertyName", "Property names must be text.")
        out.append((text_of(rest[i]), rest[i + 1]))
    return out


def _label(args: tuple[Any, ...], ctx: Any, fname: str, key: str, nargout: int, second: str | None = None) -> Any:
    layout = args[0].objs[0] if args and isinstance(args[0], GHandle) and args[0].size == 1 else None
    if layout is not None and layout.type == "tiledlayout" and key in ("Title", "XLabel", "YLabel"):
        return _layout_label(layout, list(args[1:]), fname, key, nargout)
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    if not rest:
        raise MException(f"MATLAB:{fname}:NotEnoughInputs", "Not enough input arguments.")
    obj: GObject = ax.props[key]
    obj.props["String"] = _text_arg(rest.pop(0))
    if second is not None and rest and (len(rest) % 2 == 1):
        ax.props[second].props["String"] = _text_arg(rest.pop(0))
    apply_pairs([obj], _pairs(rest, fname))
    return GHandle((obj,), (1, 1)) if nargout else None


def _layout_label(layout: GObject, rest: list[Any], fname: str, key: str, nargout: int) -> Any:
    """title(t, ...), xlabel(t, ...), ylabel(t, ...) of a tiled layout: shared by its tiles."""
    if not rest:
        raise MException(f"MATLAB:{fname}:NotEnoughInputs", "Not enough input arguments.")
    obj: GObject = layout.props[key]
    obj.props["String"] = _text_arg(rest.pop(0))
    apply_pairs([obj], _pairs(rest, fname))
    relayout(layout)
    return GHandle((obj,), (1, 1)) if nargout else None


def _label_builtin(fname: str, key: str, what: str, example_code: str, example_out: str, second: str | None = None) -> None:
    sigs = [f"{fname}(TXT)", f"{fname}(AX, TXT)", f"{fname}(..., NAME, VALUE)", f"T = {fname}(...)"]
    if second:
        sigs.insert(1, f"{fname}(TXT, SUBTXT)")

    def body(*args: Any, nargout: int, ctx: Any = None) -> Any:
        return _label(args, ctx, fname, key, nargout, second)

    body.__name__ = fname
    runtime_builtin(
        name=fname,
        summary=f"Set the {what} of the current (or given) axes; returns its Text object.",
        description=f"{fname}(TXT) sets the text (a cell array or string array gives several lines); "
                    "Name/Value pairs set Text properties such as 'FontSize', 'Color', 'Interpreter'.",
        keywords=["label", "text", "axes", fname],
        related=[n for n in ("title", "xlabel", "ylabel", "zlabel", "legend") if n != fname][:4],
        signatures=sigs,
        examples=[Example(code=example_code, output=example_out)],
        accel=_HOST,
        effects=_FX,
    )(body)


_label_builtin("title", "Title", "title", "t = title('Results');\ndisp(class(t))\nax = gca;\ndisp(ax.Title.String)",
               "matlab.graphics.primitive.Text\nResults\n", second="Subtitle")
_label_builtin("subtitle", "Subtitle", "subtitle", "subtitle('part 2');\nax = gca;\ndisp(ax.Subtitle.String)", "part 2\n")
_label_builtin("xlabel", "XLabel", "x-axis label", "xlabel('Time (s)');\nax = gca;\ndisp(ax.XLabel.String)", "Time (s)\n")
_label_builtin("ylabel", "YLabel", "y-axis label", "h = ylabel('Amplitude', 'FontSize', 14);\ndisp(h.FontSize)", "    14\n")
_label_builtin("zlabel", "ZLabel", "z-axis label", "zlabel('Height');\nax = gca;\ndisp(ax.ZLabel.String)", "Height\n")


# ---------------------------------------------------------------------------- legend
def legend_items(leg: GObject) -> list[GObject]:
    """The objects a legend lists, including ones plotted since (AutoUpdate 'on')."""
    items = [o for o in leg.extra.get("items", []) if o.valid]
    ax = leg.parent
    if leg.props.get("AutoUpdate") == "on" and not leg.extra.get("explicit") and ax is not None:
        seen = leg.extra.setdefault("seen", set())
        for c in ax.data_children():
            if id(c) not in seen:
                seen.add(id(c))
                if c.type != "text":
                    items.append(c)
        leg.extra["items"] = items
    return items


def legend_strings(leg: GObject) -> list[str]:
    return [str(o.props.get("DisplayName") or f"data{i + 1}") for i, o in enumerate(legend_items(leg))]


def _legend_hook(leg: GObject, key: str) -> None:
    if key == "String":
        names = leg.props["String"]
        names = [names] if isinstance(names, str) else list(names)
        for o, s in zip(legend_items(leg), names):
            o.props["DisplayName"] = s


@runtime_builtin(
    summary="Add a legend to the current (or given) axes; returns the Legend object.",
    description="legend('a', 'b') or legend({'a', 'b'}) labels the plotted objects in order (and "
                "sets their DisplayName); legend(H, ...) labels the given objects only; legend "
                "alone lists every object by DisplayName ('data1', ... when unnamed). Options: "
                "'show', 'hide', 'off' (delete), 'toggle', 'boxon', 'boxoff'; Name/Value pairs "
                "such as 'Location' ('northwest', 'best', 'eastoutside', ...), 'Orientation', "
                "'FontSize', 'AutoUpdate'.",
    keywords=["legend", "key", "labels", "DisplayName"],
    related=["plot", "title", "xlabel"],
    signatures=["legend", "legend(LABEL1, ..., LABELN)", "legend(LABELS)", "legend(H, LABELS)",
                "legend(AX, ...)", "legend(..., 'Location', LCN)", "legend('off')", "LGD = legend(...)"],
    errors=[ErrorSpec(identifier="MATLAB:legend:InvalidInput", when="an argument is neither text nor a handle")],
    examples=[Example(code="plot(1:3); hold on; plot(3:-1:1);\nlgd = legend('up', 'down', 'Location', 'northwest');\n"
                           "disp(class(lgd))\ndisp(strjoin(lgd.String, ', '))\ndisp(lgd.Location)",
                      output="matlab.graphics.illustration.Legend\nup, down\nnorthwest\n")],
    effects=_FX,
)
def legend(*args: Any, nargout: int, ctx: Any = None) -> Any:
    rest = list(args)
    ax = None
    handles = None
    if rest and isinstance(rest[0], GHandle):
        objs = rest.pop(0).live()
        if len(objs) == 1 and objs[0].type == "axes":
            ax = objs[0]
        else:
            handles = objs
            ax = objs[0].parent if objs else None
    ax = ax if ax is not None else current_axes(ctx)
    leg = ax.props.get("Legend")
    leg = leg if isinstance(leg, GObject) and leg.valid else None
    if len(rest) == 1 and is_text(rest[0]) and text_of(rest[0]).lower() in (
            "off", "show", "hide", "toggle", "boxon", "boxoff", "delete"):
        word = text_of(rest[0]).lower()
        if word in ("off", "delete"):
            if leg is not None:
                leg.valid = False
                ax.children.remove(leg) if leg in ax.children else None
                ax.props["Legend"] = None
            return None
        leg = leg or _new_legend(ax, None)
        if word in ("show", "hide", "toggle"):
            on = word == "show" or (word == "toggle" and leg.props["Visible"] == "off")
            leg.props["Visible"] = "on" if on else "off"
        else:
            leg.props["Box"] = "on" if word == "boxon" else "off"
        return GHandle((leg,), (1, 1)) if nargout else None
    labels: list[str] | None = None
    pairs: list[tuple[str, Any]] = []
    names = {"location", "orientation", "fontsize", "autoupdate", "box", "numcolumns", "textcolor",
             "interpreter", "visible", "title", "fontname", "color", "edgecolor", "fontweight"}
    if rest and is_cell(rest[0]):
        labels = [text_of(e) for e in rest.pop(0).ravel(order="F")]
    elif rest and is_string(rest[0]) and rest[0].size > 1:
        labels = text_value(rest.pop(0))
    else:
        texts = []
        while rest and is_text(rest[0]) and not (text_of(rest[0]).lower() in names and len(rest) >= 2):
            texts.append(text_of(rest.pop(0)))
        if texts:
            labels = texts
    pairs = _pairs(rest, "legend")
    if leg is None or handles is not None or labels is not None:
        if leg is not None:
            leg.valid = False
            if leg in ax.children:
                ax.children.remove(leg)
        leg = _new_legend(ax, handles)
        if labels is not None:
            items = legend_items(leg)
            if len(labels) < len(items) and handles is None:
                leg.extra["items"] = items[:len(labels)]
                leg.extra["explicit"] = True
            elif len(labels) > len(items):
                ctx.warn("MATLAB:legend:IgnoringExtraEntries", "Ignoring extra legend entries.") if ctx else None
            for o, s in zip(legend_items(leg), labels):
                o.props["DisplayName"] = s
    for k, v in pairs:
        if k.lower() == "title":
            title = GObject(ax.root, "text", leg, _detached=True, String=_text_arg(v))
            leg.props["Title"] = title
        else:
            leg.set(k, v)
    return GHandle((leg,), (1, 1)) if nargout else None


def _legend_get(leg: GObject, key: str) -> Any:
    return legend_strings(leg) if key == "String" else None


def _new_legend(ax: GObject, handles: list[GObject] | None) -> GObject:
    leg = GObject(ax.root, "legend", ax)
    ax.props["Legend"] = leg
    if handles is not None:
        leg.extra["items"] = list(handles)
        leg.extra["explicit"] = True
    else:
        leg.extra["items"] = []
    leg.extra["on_set"] = _legend_hook
    leg.extra["on_get"] = _legend_get
    return leg


# ---------------------------------------------------------------------------- text
@runtime_builtin(
    summary="Place text at data coordinates in the current axes; returns Text handles.",
    description="text(X, Y, TXT) and text(X, Y, Z, TXT); vectors X and Y with a cell array TXT "
                "place one text per point. Name/Value pairs set Text properties "
                "('FontSize', 'Color', 'HorizontalAlignment', 'Rotation', ...).",
    keywords=["text", "label", "annotation"],
    related=["title", "annotation", "xlabel"],
    signatures=["text(X, Y, TXT)", "text(X, Y, Z, TXT)", "T = text(..., NAME, VALUE)"],
    examples=[Example(code="t = text(1, 2, 'peak', 'Color', 'r');\ndisp(t.Position)\ndisp(t.String)",
                      output="     1     2     0\npeak\n")],
    effects=_FX,
)
def text(*args: Any, nargout: int, ctx: Any = None) -> Any:
    ax, rest = split_axes(args, ctx, prepare=False)
    ax = ax if ax is not None else current_axes(ctx)
    coords = []
    while rest and not (is_text(rest[0]) or is_cell(rest[0]) or is_string(rest[0]) or is_char(rest[0])):
        coords.append(numeric(rest.pop(0), "text").ravel())
    if len(coords) not in (2, 3) or not rest:
        raise MException("MATLAB:text:InvalidInput", "text needs X, Y (and Z) coordinates and the text.")
    txt = rest.pop(0)
    pairs = _pairs(rest, "text")
    n = coords[0].size
    if any(c.size != n for c in coords):
        raise MException("MATLAB:text:InvalidInput", "text: the X, Y and Z coordinates must have the same length.")
    strings: list[Any]
    if is_cell(txt) and txt.size == n and n > 1:
        strings = [text_of(e) for e in txt.ravel(order="F")]
    else:
        strings = [_text_arg(txt)] * n
    objs = []
    for i in range(n):
        pos = [float(c[i]) for c in coords] + ([0.0] if len(coords) == 2 else [])
        o = GObject(ax.root, "text", ax, String=strings[i], Position=np.array([pos]))
        apply_pairs([o], pairs)
        objs.append(o)
    return GHandle(tuple(objs), (len(objs), 1)) if nargout else None


_SHAPES = {"line": "lineshape", "arrow": "arrowshape", "doublearrow": "arrowshape", "textarrow": "arrowshape",
           "textbox": "textboxshape", "rectangle": "rectangleshape", "ellipse": "ellipseshape"}


@runtime_builtin(
    summary="Figure-level annotation (line, arrow, textbox, rectangle, ellipse) in normalized units.",
    description="annotation(TYPE, X, Y) for 'line', 'arrow', 'doublearrow', 'textarrow' (X, Y: "
                "two-element vectors); annotation(TYPE, DIM) for 'textbox', 'rectangle', "
                "'ellipse' (DIM = [x y w h]). Name/Value pairs such as 'String', 'Color', "
                "'LineWidth', 'FaceColor' follow; all are drawn when the figure is saved.",
    keywords=["annotation", "arrow", "textbox", "figure"],
    related=["text", "title"],
    signatures=["annotation(TYPE, X, Y)", "annotation(TYPE, DIM)", "AN = annotation(..., NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:annotation:InvalidType", when="TYPE is not a known annotation")],
    examples=[Example(code="a = annotation('textbox', [0.2 0.5 0.3 0.1], 'String', 'note');\ndisp(class(a))",
                      output="matlab.graphics.shape.TextBox\n")],
    effects=_FX,
)
def annotation(kind: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    fig = current_figure(ctx)
    rest = list(args)
    if isinstance(kind, GHandle):
        fig = kind.first()
        if not rest:  # annotation(FIG) names no annotation type
            raise MException("MATLAB:minrhs", "Not enough input arguments.")
        kind = rest.pop(0)
    word = text_of(kind).lower()
    if word not in _SHAPES:
        raise MException("MATLAB:annotation:InvalidType", f"Invalid annotation type '{word}'.")
    obj = GObject(fig.root, _SHAPES[word], fig)
    if word in ("textbox", "rectangle", "ellipse"):
        if rest and not is_text(rest[0]):
            obj.props["Position"] = numeric(rest.pop(0), "annotation").reshape(1, -1)
    elif len(rest) >= 2 and not is_text(rest[0]):
        x, y = numeric(rest.pop(0), "annotation").ravel(), numeric(rest.pop(0), "annotation").ravel()
        obj.props["X"], obj.props["Y"] = x.reshape(1, -1), y.reshape(1, -1)
    apply_pairs([obj], _pairs(rest, "annotation"))
    return GHandle((obj,), (1, 1)) if nargout else None
