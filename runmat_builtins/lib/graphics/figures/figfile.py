"""savefig and openfig: a figure's whole model (axes, plots, labels, legends, layouts) saved
to a .fig file and opened again as a new figure. RunMat's .fig files hold the figure model
(a versioned pickle), not MATLAB's MAT-file layout: they round-trip between RunMat sessions."""

from __future__ import annotations

import os
import pickle
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import is_text
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, current_figure, root_of, text_of
from runmat_builtins.lib.graphics._render import maybe_show
from runmat_builtins.spec import ErrorSpec, Example

_MAGIC = "runmat-fig"
_VERSION = 1


class _Ref:
    """A reference to the i-th object of the saved tree."""

    __slots__ = ("i",)

    def __init__(self, i: int) -> None:
        self.i = i


class _IdSet:
    """A set of object ids (a legend's 'seen' objects): saved as object indices."""

    __slots__ = ("items",)

    def __init__(self, items: list[int]) -> None:
        self.items = items


def _encode(fig: GObject) -> dict[str, Any]:
    index: dict[int, int] = {}
    order: list[GObject] = []

    def ref(o: GObject) -> _Ref:
        if id(o) not in index:
            index[id(o)] = len(order)
            order.append(o)
        return _Ref(index[id(o)])

    def enc(v: Any) -> Any:
        if isinstance(v, GObject):
            return ref(v)
        if isinstance(v, list):
            return [enc(x) for x in v]
        if isinstance(v, tuple):
            return tuple(enc(x) for x in v)
        if isinstance(v, dict):
            return {k: enc(x) for k, x in v.items()}
        if isinstance(v, (set, frozenset)) and all(isinstance(x, int) for x in v):
            sets.append(_IdSet(list(v)))
            return sets[-1]
        return v

    sets: list[_IdSet] = []
    ref(fig)
    records = []
    i = 0
    while i < len(order):  # order grows while objects are encoded
        o = order[i]
        records.append({"type": o.type, "valid": o.valid,
                        "parent": ref(o.parent) if o.parent is not None and o is not fig else None,
                        "children": [ref(c) for c in o.children], "props": enc(o.props), "extra": enc(o.extra)})
        i += 1
    for st in sets:  # ids of objects in the tree become their indices
        st.items = [index[x] for x in st.items if x in index]
    return {"format": _MAGIC, "version": _VERSION, "objects": records}


def _decode(data: dict[str, Any], root: Any) -> GObject:
    objs = []
    for rec in data["objects"]:
        o = GObject.__new__(GObject)
        o.type, o.root, o.valid = rec["type"], root, rec["valid"]
        objs.append(o)

    def dec(v: Any) -> Any:
        if isinstance(v, _Ref):
            return objs[v.i]
        if isinstance(v, list):
            return [dec(x) for x in v]
        if isinstance(v, tuple):
            return tuple(dec(x) for x in v)
        if isinstance(v, dict):
            return {k: dec(x) for k, x in v.items()}
        if isinstance(v, _IdSet):
            return {id(objs[j]) for j in v.items}
        return v

    for o, rec in zip(objs, data["objects"]):
        o.parent = dec(rec["parent"])
        o.children = [objs[r.i] for r in rec["children"]]
        o.props = dec(rec["props"])
        o.extra = dec(rec["extra"])
    return objs[0]


def _fig_path(name: Any, fname: str) -> str:
    if not is_text(name):
        raise MException(f"MATLAB:{fname}:InvalidFileName", "The file name must be a character vector or string scalar.")
    path = text_of(name)
    return path if os.path.splitext(path)[1] else path + ".fig"


@runtime_builtin(
    summary="Save a figure (its axes, plots, labels and legends) to a .fig file for openfig.",
    description="savefig saves the current figure to Untitled.fig; savefig(filename) or "
                "savefig(H, filename) name it ('.fig' is added when there is no extension); a "
                "trailing 'compact' is accepted. RunMat's .fig files hold RunMat's figure model.",
    keywords=["save figure", "fig file", "figure"], related=["openfig", "saveas", "exportgraphics"],
    signatures=["savefig", "savefig(filename)", "savefig(H, filename)", "savefig(H, filename, 'compact')"],
    errors=[ErrorSpec(identifier="MATLAB:savefig:InvalidHandle", when="H is not a figure")],
    examples=[Example(code="plot(1:3); title('saved');\nf = [tempname '.fig'];\nsavefig(f);\nclose all\n"
                           "g = openfig(f);\nax = gca;\ndisp(ax.Title.String)\ndelete(f);", output="saved\n")],
    effects=["display"],
)
def savefig(*args: Any, ctx: Any = None) -> None:
    rest = list(args)
    figs = None
    if rest and isinstance(rest[0], GHandle):
        figs = rest.pop(0).live()
        if not figs or any(f.type != "figure" for f in figs):
            raise MException("MATLAB:savefig:InvalidHandle", "H must be an array of figure handles.")
    if rest and is_text(rest[-1]) and text_of(rest[-1]).lower() == "compact":
        rest.pop()
    path = _fig_path(rest[0], "savefig") if rest else "Untitled.fig"
    figs = figs or [current_figure(ctx)]
    payload = [_encode(f) for f in figs]
    try:
        with open(path, "wb") as fh:
            pickle.dump({"format": _MAGIC, "version": _VERSION, "figures": payload}, fh)
    except OSError as exc:
        raise MException("MATLAB:savefig:FileNotWritable", f"Unable to write \"{path}\": {exc.strerror}.") from None
    return None


@runtime_builtin(
    summary="Open a figure saved with savefig as a new figure; returns its handle.",
    description="openfig(filename) opens every figure in the file as new figures ('new'); "
                "'reuse' makes an open figure from the same file current instead; 'visible' and "
                "'invisible' set Visible.",
    keywords=["open figure", "fig file", "load figure"], related=["savefig", "figure"],
    signatures=["fig = openfig(filename)", "fig = openfig(filename, copies)", "fig = openfig(___, visibility)"],
    errors=[ErrorSpec(identifier="MATLAB:openfig:FileNotFound", when="the file does not exist"),
            ErrorSpec(identifier="MATLAB:openfig:InvalidFile", when="the file is not a RunMat .fig file")],
    examples=[Example(code="plot(1:4); f = [tempname '.fig']; savefig(f);\nh = openfig(f, 'invisible');\n"
                           "disp(h.Visible)\nax = h.Children(1); disp(numel(ax.Children))\ndelete(f);", output="off\n"
                                                                                                               "     1\n")],
    effects=["display"],
)
def openfig(filename: Any, *opts: Any, nargout: int, ctx: Any = None) -> Any:
    path = _fig_path(filename, "openfig")
    if not os.path.isfile(path):
        raise MException("MATLAB:openfig:FileNotFound", f"File \"{path}\" does not exist.")
    words = [text_of(o).lower() for o in opts if is_text(o)]
    root = root_of(ctx)
    if "reuse" in words:
        for f in root.figures.values():
            if f.valid and f.extra.get("fig_file") == os.path.abspath(path):
                root.current = f
                return GHandle((f,), (1, 1)) if nargout else None
    try:
        with open(path, "rb") as fh:
            data = pickle.load(fh)
        if not isinstance(data, dict) or data.get("format") != _MAGIC:
            raise ValueError("not a RunMat figure file")
    except Exception:  # noqa: BLE001 - any unreadable file is MATLAB's invalid-file error
        raise MException("MATLAB:openfig:InvalidFile", f"\"{path}\" is not a figure file saved by savefig.") from None
    opened = []
    for rec in data["figures"]:
        fig = _decode(rec, root)
        number = 1
        while number in root.figures:
            number += 1
        fig.props["Number"] = float(number)
        fig.parent = root.obj
        root.obj.children.append(fig)
        root.figures[number] = fig
        root.current = fig
        fig.extra["fig_file"] = os.path.abspath(path)
        if "invisible" in words:
            fig.props["Visible"] = "off"
        elif "visible" in words:
            fig.props["Visible"] = "on"
        opened.append(fig)
        maybe_show(ctx, fig)
    return GHandle(tuple(opened), (len(opened), 1)) if nargout else None
