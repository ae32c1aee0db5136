"""set, get, ishandle, isgraphics: graphics properties by name (case-insensitive, as MATLAB)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import is_text
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import TYPE_NAMES, root_of, text_of
from runmat_builtins.lib.graphics._resolve import by_number, objects_of
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, is_cell



@runtime_builtin(
    name="set",
    summary="Set properties of graphics objects by name (names are case-insensitive).",
    description="set(H, NAME, VALUE, ...) sets each property on every object in H; "
                "set(H, S) takes names and values from the fields of struct S; "
                "set(H, NAMES, VALUES) takes a cell row of names and a cell row of values.",
    keywords=["property", "graphics", "handle", "set"],
    related=["get", "plot", "figure"],
    signatures=["set(H, NAME, VALUE)", "set(H, NAME, VALUE, ...)", "set(H, S)", "set(H, NAMES, VALUES)"],
    errors=[ErrorSpec(identifier="MATLAB:class:InvalidProperty", when="an object has no such property"),
            ErrorSpec(identifier="MATLAB:class:InvalidHandle", when="H is a deleted object")],
    examples=[Example(code="h = plot(1:3);\nset(h, 'linewidth', 2, 'Color', 'r');\ndisp(h.LineWidth)\ndisp(h.Color)",
                      output="     2\n     1     0     0\n")],
    effects=["display"],
)
def set_(h: Any, *args: Any, ctx: Any = None) -> None:
    objs = objects_of(h, ctx, "set")
    pairs: list[tuple[str, Any]] = []
    if len(args) == 1 and isinstance(args[0], StructArray):
        s = args[0]
        pairs = [(f, s.get(f)) for f in s.fields]
    elif len(args) == 2 and is_cell(args[0]):
        names = [text_of(n) for n in args[0].ravel(order="F")]
        vals = args[1]
        if not is_cell(vals) or vals.size != len(names):
            raise MException("MATLAB:hg:set_chck:InvalidValues", "Value cell array handle dimension must match handle vector length.")
        pairs = list(zip(names, vals.ravel(order="F")))
    else:
        if len(args) % 2:
            raise MException("MATLAB:set:ArgNameValueMismatch",
                             "Incorrect number of input arguments: property names and values must come in pairs.")
        for i in range(0, len(args), 2):
            if not is_text(args[i]):
                raise MException("MATLAB:set:InvalidPropertyName", "Property names must be text.")
            pairs.append((text_of(args[i]), args[i + 1]))
    for o in objs:
        for name, value in pairs:
            o.set(name, value)
    return None




@runtime_builtin(
    summary="Property values of graphics objects (a struct of all of them without a name).",
    description="get(H, NAME) returns the value for one object, or a cell column with one "
                "value per object; get(H, NAMES) with a cell row of names returns a cell "
                "array (objects by names); get(H) returns a struct of every property.",
    keywords=["property", "graphics", "handle", "get"],
    related=["set", "gca", "gcf"],
    signatures=["V = get(H, NAME)", "V = get(H, NAMES)", "S = get(H)"],
    errors=[ErrorSpec(identifier="MATLAB:class:InvalidProperty", when="an object has no such property")],
    examples=[Example(code="h = plot(1:3, [4 5 6]);\ny = get(h, 'ydata')", output="y =\n\n"
                                                                                  "     4     5     6\n\n"),
              Example(code="f = figure('Name', 'Results');\ndisp(get(f, 'Name'))", output="Results\n")],
)
def get(h: Any, names: Any = None, *, ctx: Any = None) -> Any:
    objs = objects_of(h, ctx, "get")
    if names is None:
        dicts = []
        for o in objs:
            dicts.append({n: o.get(n) for n in o.names()})
        fields = list(dicts[0]) if dicts else []
        elems = np.empty((len(dicts), 1), dtype=object)
        for i, d in enumerate(dicts):
            elems[i, 0] = d
        return StructArray(fields, elems)
    if is_cell(names):
        keys = [text_of(n) for n in names.ravel(order="F")]
        return cell_array([o.get(k) for o in objs for k in keys], (len(objs), len(keys)))
    key = text_of(names)
    if len(objs) == 1:
        return objs[0].get(key)
    return cell_array([o.get(key) for o in objs], (len(objs), 1))


def _flags(h: Any, ctx: Any, type_: str | None = None) -> Any:
    """One logical per element of H: a live graphics object (of the given Type)."""
    if isinstance(h, GHandle):
        vals = [o is not None and o.valid and (type_ is None or TYPE_NAMES.get(o.type, o.type) == type_)
                for o in h.objs]
        shape = h.shape
    elif isinstance(h, (float, int, bool)) or (isinstance(h, np.ndarray) and h.dtype.kind in "iuf"):
        a = np.asarray(h, dtype=np.float64)
        shape = a.shape if a.ndim >= 2 else (1, a.size)
        root = root_of(ctx)
        vals = []
        for x in a.ravel(order="F"):
            o = by_number(root, float(x))
            vals.append(o is not None and (type_ is None or TYPE_NAMES.get(o.type, o.type) == type_))
    else:
        return False
    if len(vals) == 1 and shape == (1, 1):
        return vals[0]
    return np.array(vals, dtype=bool).reshape(shape, order="F")


@runtime_builtin(
    summary="True for elements that are live graphics objects (optionally of a given Type).",
    keywords=["graphics", "handle", "valid", "type"],
    related=["ishandle", "gobjects", "close"],
    signatures=["TF = isgraphics(H)", "TF = isgraphics(H, TYPE)"],
    examples=[Example(code="f = figure;\ndisp(isgraphics(f))\nclose(f)\ndisp(isgraphics(f))", output="   1\n"
                                                                                                     "   0\n"),
              Example(code="h = plot(1:3);\ndisp(isgraphics(h, 'line'))", output="   1\n")],
)
def isgraphics(h: Any, type_: Any = None, *, ctx: Any = None) -> Any:
    return _flags(h, ctx, text_of(type_).lower() if type_ is not None else None)


@runtime_builtin(
    summary="True for elements that are live graphics handles (figure numbers, 0 for the root).",
    keywords=["graphics", "handle", "valid"],
    related=["isgraphics", "close"],
    signatures=["TF = ishandle(H)"],
    examples=[Example(code="figure(2);\ndisp(ishandle(2))\ndisp(ishandle(5))", output="   1\n   0\n")],
)
def ishandle(h: Any, *, ctx: Any = None) -> Any:
    return _flags(h, ctx)
