"""``matlab.mixin.CustomDisplay`` and ``matlab.mixin.util.PropertyGroup``.

Both are built-in classes written as classdef source (loaded like ``event.EventData``, see
``events.builtin_class``); CustomDisplay's methods are native (:func:`setup`), so a subclass
overrides any of them and reaches the default with ``getHeader@matlab.mixin.CustomDisplay(obj)``.
MATLAB's display of such an object runs the state handler for its state
(``displayScalarObject``, ``displayNonScalarObject``, ``displayEmptyObject``,
``displayScalarHandleToDeletedObject``); the default handlers print ``getHeader``, a blank line,
the groups of ``getPropertyGroups`` (each followed by a blank line; a titled group starts with
``   Title``) and ``getFooter``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.display.matlab.containers import field_lines
from runmat_builtins.errors import MException
from runmat_builtins.values import StructArray, cell_array, char_row, to_str

from .access import get_property
from .arrays import ObjArray, flat
from .invoke import call_method
from .objects import MObject

ROOT = "matlab.mixin.CustomDisplay"
GROUP = "matlab.mixin.util.PropertyGroup"

SOURCES = {
    ROOT: """classdef CustomDisplay
end
""",
    GROUP: """classdef PropertyGroup
    properties
        PropertyList = {}
        Title = ''
    end
    properties (Dependent)
        NumProperties
    end
    methods
        function obj = PropertyGroup(list, title)
            if nargin > 0
                if isstring(list)
                    list = cellstr(list);
                end
                obj.PropertyList = list;
            end
            if nargin > 1
                obj.Title = char(title);
            end
        end
        function n = get.NumProperties(obj)
            if isstruct(obj.PropertyList)
                n = numel(fieldnames(obj.PropertyList));
            else
                n = numel(obj.PropertyList);
            end
        end
    end
end
""",
}


def _short(cls: Any) -> str:
    return cls.name.rpartition(".")[2]


def _dims(shape: tuple) -> str:
    return "\u00d7".join(str(d) for d in shape)


def _write(v: Any, text: str) -> None:
    v.cls.session.ctx.stdout.write(text)


# ---------------------------------------------------------------------- part builders
def get_header(args: list, nargout: int) -> Any:
    v = args[0]
    name = _short(v.cls)
    if v.__class__ is MObject:
        if not v.valid:
            return char_row(f"  handle to deleted {name}\n")
        return char_row(f"  {name} with properties:\n")
    return char_row(f"  {_dims(v.shape)} {name} array with properties:\n")


def get_property_groups(args: list, nargout: int) -> Any:
    v = args[0]
    names = [char_row(n) for n in v.cls.public_props()]
    return _group(v.cls, cell_array(names, (1, len(names))), "")


def get_footer(args: list, nargout: int) -> Any:
    return char_row("")


def _group(cls: Any, plist: Any, title: str) -> MObject:
    from .events import builtin_class  # here: events imports this module lazily

    g = builtin_class(cls.session, GROUP)
    return MObject(g, {"PropertyList": plist, "Title": char_row(title)})


# ---------------------------------------------------------------------- state handlers
def display_scalar(args: list, nargout: int) -> None:
    v = args[0]
    _write(v, _text(_call(v, "getHeader")) + "\n")
    _show_groups(v, _call(v, "getPropertyGroups"))
    _write(v, _text(_call(v, "getFooter")))


def display_nonscalar(args: list, nargout: int) -> None:
    display_scalar(args, nargout)


def display_empty(args: list, nargout: int) -> None:
    display_scalar(args, nargout)


def display_deleted(args: list, nargout: int) -> None:
    v = args[0]
    _write(v, _text(_call(v, "getHeader")))


def _call(v: Any, name: str) -> Any:
    return call_method(v.cls.find_method(name), [v], 1)


def _text(s: Any) -> str:
    try:
        return to_str(s)
    except TypeError:
        raise MException("MATLAB:class:CustomDisplayText",
                         "Display parts must be character vectors or string scalars.") from None


# ---------------------------------------------------------------------- utilities (Static)
def display_property_groups(args: list, nargout: int) -> None:
    """``matlab.mixin.CustomDisplay.displayPropertyGroups(obj, groups)``."""
    _show_groups(args[0], args[1])


def _show_groups(v: Any, groups: Any) -> None:
    out = []
    for g in flat(groups) if groups.__class__ in (MObject, ObjArray) else []:
        title = _text(g.props.get("Title", char_row("")))
        if title:
            out.append(f"   {title}\n")
        plist = g.props["PropertyList"]
        if v.__class__ is MObject and isinstance(plist, StructArray):
            rec = plist.elems.flat[0]
            pairs = [(k, rec[k]) for k in plist.fields]
        else:
            items = plist.reshape(-1, order="F") if isinstance(plist, np.ndarray) and plist.dtype.kind == "O" \
                else [plist]
            names = [_text(x) for x in items]
            if v.__class__ is not MObject:
                out.extend(f"    {n}\n" for n in names)
                out.append("\n")
                continue
            pairs = [(n, get_property(v, n)) for n in names]
        out.extend(line + "\n" for line in field_lines(pairs))
        out.append("\n")
    _write(v, "".join(out))


def class_name_for_header(args: list, nargout: int) -> Any:
    return char_row(_short(args[0].cls))


def simple_header(args: list, nargout: int) -> Any:
    return char_row(f"  {_short(args[0].cls)} with properties:\n")


def dimensions_text(args: list, nargout: int) -> Any:
    """``convertDimensionsToString(obj)``: ``1×3``."""
    v = args[0]
    return char_row(_dims(v.shape))


def deleted_handle_text(args: list, nargout: int) -> Any:
    return char_row(f"handle to deleted {_short(args[0].cls)}")


_PROTECTED = {
    "getHeader": get_header, "getPropertyGroups": get_property_groups, "getFooter": get_footer,
    "displayScalarObject": display_scalar, "displayNonScalarObject": display_nonscalar,
    "displayEmptyObject": display_empty, "displayScalarHandleToDeletedObject": display_deleted,
}
_STATIC = {
    "displayPropertyGroups": display_property_groups, "getClassNameForHeader": class_name_for_header,
    "getSimpleHeader": simple_header, "getDetailedHeader": get_header,
    "convertDimensionsToString": dimensions_text, "getDeletedHandleText": deleted_handle_text,
}


def setup(cls: Any) -> None:
    """Give the loaded ``matlab.mixin.CustomDisplay`` its native methods."""
    if cls.name != ROOT:
        return
    from .model import PROTECTED, MethodInfo  # here: model imports events, which loads this lazily

    for table, static in ((_PROTECTED, False), (_STATIC, True)):
        for name, fn in table.items():
            m = MethodInfo(name, None, cls)
            m.native = fn
            m.static = static
            m.access = PROTECTED
            m.hidden = True
            cls.methods[name] = m


# ---------------------------------------------------------------------- the display entry
def is_custom(cls: Any) -> bool:
    return any(c.name == ROOT for c in cls.ancestors())


def show(v: Any) -> None:
    """``disp(v)`` of an object whose class derives from CustomDisplay: its state handler."""
    if v.__class__ is MObject:
        state = "displayScalarObject" if v.valid else "displayScalarHandleToDeletedObject"
    else:
        state = "displayEmptyObject" if v.size == 0 else "displayNonScalarObject"
    call_method(v.cls.find_method(state), [v], 0)
