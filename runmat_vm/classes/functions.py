"""Functions that know about objects: ``isa``, ``isobject``, ``properties``, ``methods``,
``fieldnames``, ``isprop``, ``ismethod``, ``isvalid``, ``delete``, ``disp``, ``display``,
``isequal``, ``struct``, ``copy``.

Each takes ``(session, args, nargout)``.  ``OBJECT_METHODS`` apply when an
argument is a user object (a method the class defines wins over them);
``FALLBACKS`` are resolved by name when no builtin of that name exists, so
``isobject(5)`` works without a builtin.  Where a builtin handles the non-object
case (``isa``, ``fieldnames``, ``disp``...) the builtin is called for it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.values import StructArray, cell_array, char_row, class_of, to_str

from . import errors as E
from . import custom_display, enums, events, meta
from .access import get_property
from .arrays import ObjArray, flat, is_object, wrap
from .folders import import_
from .invoke import call_method
from .model import ClassInfo
from .objects import MObject
from .show import array_text, enumeration_text, methods_text, object_text, properties_text


def _text(v: Any, fn: str) -> str:
    try:
        return to_str(v)
    except TypeError:
        raise MException(f"MATLAB:{fn}:InvalidInput", f"The second argument to {fn} must be text.") from None


def _class_of_arg(sess: Any, v: Any) -> Any:
    """The ClassInfo an argument names: an object's class, or a class name given as text."""
    if is_object(v):
        return v.cls
    try:
        name = to_str(v)
    except TypeError:
        return None
    target = sess.resolve(name)
    return target if isinstance(target, ClassInfo) else None


def _nargs(args: list, lo: int, hi: int) -> None:
    if len(args) < lo:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    if len(args) > hi:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")


def _names_cell(names: list[str]) -> np.ndarray:
    return cell_array([char_row(n) for n in names], (len(names), 1))


def isa(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 2, 2)
    obj, name = args
    if not is_object(obj):
        return call_builtin("isa", obj, name, ctx=sess.ctx)
    text = _text(name, "isa")
    if text in obj.cls.lineage():
        return True
    if obj.cls.builtin_base is not None:  # isa(Level.Low, 'integer'): the built-in superclass decides
        return bool(call_builtin("isa", enums.base_values(obj), text, ctx=sess.ctx))
    return False


def isobject(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 1, 1)
    v = args[0]
    return is_object(v) or hasattr(type(v), "__matlab_method__")


def properties(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 1, 1)
    cls = _class_of_arg(sess, args[0])
    if cls is None:
        raise MException("MATLAB:properties:InvalidInput",
                         "Input must be an object or the name of a class.")
    matlab = getattr(sess.ctx, "display_mode", "matlab") == "matlab"  # Octave sorts the names
    names = cls.public_props() if matlab else sorted(cls.public_props())
    if nargout >= 1:
        return _names_cell(names)
    sess.ctx.stdout.write(properties_text(cls, names, matlab))
    return None


def methods(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 1, 2)
    cls = _class_of_arg(sess, args[0])
    if cls is None:
        raise MException("MATLAB:methods:InvalidInput",
                         "Input must be an object or the name of a class.")
    if nargout >= 1:
        return _names_cell(cls.method_names())
    sess.ctx.stdout.write(methods_text(cls))
    return None


def fieldnames(sess: Any, args: list, nargout: int) -> Any:
    if args and is_object(args[0]):
        return _names_cell(args[0].matlab_fieldnames())
    return call_builtin("fieldnames", *args, ctx=sess.ctx)


def isprop(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 2, 2)
    obj, name = args
    if not is_object(obj):
        fields = getattr(obj, "matlab_fieldnames", None)
        return callable(fields) and not isinstance(obj, StructArray) and _text(name, "isprop") in fields()
    return _text(name, "isprop") in obj.cls.public_props()


def ismethod(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 2, 2)
    obj, name = args
    if not is_object(obj):
        return False
    return _text(name, "ismethod") in obj.cls.method_names()


def isvalid(sess: Any, args: list, nargout: int) -> Any:
    """``isvalid(h)``: true for handles not deleted (element by element for arrays)."""
    _nargs(args, 1, 1)
    h = args[0]
    if not is_object(h):
        hook = getattr(type(h), "__matlab_isvalid__", None)  # listeners (events.py)
        if hook is not None:
            return hook(h)
    if not is_object(h) or not h.cls.is_handle:
        raise E.undefined_for("isvalid", class_of(h))
    if h.__class__ is MObject:
        return h.valid
    return np.array([e.valid for e in h.elems.flat], dtype=bool).reshape(h.shape)


def delete(sess: Any, args: list, nargout: int) -> Any:
    """``delete(h)``: run the class's ``delete`` method and invalidate each handle."""
    h = args[0] if args else None
    if not is_object(h):
        return call_builtin("delete", *args, nargout=nargout, ctx=sess.ctx)
    if not h.cls.is_handle:
        raise E.undefined_for("delete", h.cls.name)
    for e in flat(h):
        if e.valid:
            if sess.classes.listeners:
                events.being_destroyed(e)
            m = e.cls.find_method("delete")
            if m is not None:
                call_method(m, [e], 0)
            e.valid = False
            if sess.classes.listeners:
                events.source_deleted(e)
    return None


def disp(sess: Any, args: list, nargout: int) -> Any:
    if len(args) == 1 and is_object(args[0]) and custom_display.is_custom(args[0].cls):
        custom_display.show(args[0])
        return None
    if len(args) == 1 and args[0].__class__ is MObject:
        v = args[0]
        sess.ctx.stdout.write(enumeration_text(v) if v.cls.is_enum else object_text(v))
        return None
    if len(args) == 1 and args[0].__class__ is ObjArray:
        sess.ctx.stdout.write(array_text(args[0]))
        return None
    return call_builtin("disp", *args, nargout=nargout, ctx=sess.ctx)


def display(sess: Any, args: list, nargout: int) -> Any:
    if len(args) == 1 and is_object(args[0]):
        args[0].__matlab_display__(None, sess.ctx.stdout.write)
        return None
    return call_builtin("display", *args, nargout=nargout, ctx=sess.ctx)


def _equal(a: Any, b: Any, sess: Any) -> bool:
    if is_object(a) or is_object(b):
        if a is b:
            return True
        if not (is_object(a) and is_object(b)) or a.cls.name != b.cls.name or a.shape != b.shape:
            return False
        if a.cls.is_enum:
            return enums.same(a, b)
        if a.__class__ is ObjArray:
            return all(_equal(x, y, sess) for x, y in zip(flat(a), flat(b)))
        if a.props.keys() != b.props.keys():
            return False
        return all(_equal(a.props[k], b.props[k], sess) for k in a.props)
    return bool(call_builtin("isequal", a, b, ctx=sess.ctx))


def switch_equal(subject: Any, case: Any) -> bool:
    """Whether ``case`` matches ``switch subject`` for an object: ``case == subject`` through the
    class's ``eq`` (enumerations: the same member, or text naming it)."""
    try:
        out = call_builtin("eq", subject, case)
    except MException:
        return False
    return bool(np.all(out)) and np.size(out) > 0


def isequal(sess: Any, args: list, nargout: int) -> Any:
    _nargs(args, 2, 1 << 30)
    return all(_equal(args[0], b, sess) for b in args[1:])


def struct_(sess: Any, args: list, nargout: int) -> Any:
    if len(args) == 1 and args[0].__class__ is MObject:
        obj = args[0]
        return StructArray.scalar({n: get_property(obj, n) for n in obj.cls.props
                                   if not obj.cls.props[n].constant})
    return call_builtin("struct", *args, nargout=nargout, ctx=sess.ctx)


def copy(sess: Any, args: list, nargout: int) -> Any:
    """``copy(h)`` for ``matlab.mixin.Copyable`` subclasses: a shallow copy of each handle object."""
    h = args[0]
    if not is_object(h) or "copy" not in h.cls.extra_methods:
        raise E.undefined_for("copy", h.cls.name if is_object(h) else class_of(h))
    if h.__class__ is MObject:
        h.check()
        return h.copy()
    out = np.empty(h.shape, dtype=object)
    for idx in np.ndindex(*h.shape):
        h.elems[idx].check()
        out[idx] = h.elems[idx].copy()
    return ObjArray(h.cls, out)


def _setget_cls(cls: Any) -> bool:
    return any(b in c.ast.superclasses for c in cls.ancestors() for b in ("matlab.mixin.SetGet", "hgsetget"))


def set_(sess: Any, args: list, nargout: int) -> Any:
    """``set(h, 'Prop', v, ...)`` for ``matlab.mixin.SetGet`` subclasses (each element of an array)."""
    h = args[0] if args else None
    if h is None or not is_object(h) or not _setget_cls(h.cls):
        return call_builtin("set", *args, nargout=nargout, ctx=sess.ctx)
    if len(args) % 2 != 1:
        raise MException("MATLAB:class:BadParamValuePairs", "Invalid parameter/value pair arguments.")
    for e in flat(h):
        for k in range(1, len(args), 2):
            e.__matlab_property_set__(_text(args[k], "set"), args[k + 1])
    return None


def get_(sess: Any, args: list, nargout: int) -> Any:
    """``get(h, 'Prop')``, ``get(h, {'A', 'B'})``, ``get(h)`` (a struct of the public properties)."""
    h = args[0] if args else None
    if h is None or not is_object(h) or not _setget_cls(h.cls):
        return call_builtin("get", *args, nargout=nargout, ctx=sess.ctx)
    if h.__class__ is not MObject:
        raise MException("MATLAB:class:ScalarObjectRequired", "get of an object array is not supported.")
    if len(args) == 1:
        return StructArray.scalar({n: get_property(h, n) for n in h.cls.public_props()})
    names = args[1]
    if isinstance(names, np.ndarray) and names.dtype.kind == "O":
        vals = [get_property(h, _text(n, "get")) for n in names.flatten(order="F")]
        return cell_array(vals, (1, len(vals)))
    return get_property(h, _text(names, "get"))


def findobj(sess: Any, args: list, nargout: int) -> Any:
    """``findobj(H, 'Prop', value, ...)``: the handles of ``H`` whose properties equal every value
    given (``isequal``), as a column; ``findobj(H)`` is ``H`` as a column."""
    h = args[0] if args else None
    if h is None or not is_object(h) or not h.cls.is_handle:
        return call_builtin("findobj", *args, nargout=nargout, ctx=sess.ctx)
    if len(args) % 2 != 1:
        raise MException("MATLAB:class:BadParamValuePairs", "Invalid parameter/value pair arguments.")
    pairs = [(_text(args[k], "findobj"), args[k + 1]) for k in range(1, len(args), 2)]
    found = [e for e in flat(h) if all(p in e.cls.props and _equal(get_property(e, p), v, sess)
                                       for p, v in pairs)]
    elems = np.empty((len(found), 1), dtype=object)
    for k, e in enumerate(found):
        elems[k, 0] = e
    return wrap(h.cls, elems)


def findprop(sess: Any, args: list, nargout: int) -> Any:
    """``findprop(h, 'Name')``: the ``meta.property`` of that property (empty when none)."""
    _nargs(args, 2, 2)
    h, name = args
    text = _text(name, "findprop")
    if text not in h.cls.props:
        return np.zeros((0, 0))
    return meta.property_meta(h.cls, text)


OBJECT_METHODS = {
    "isa": isa, "isobject": isobject, "properties": properties, "methods": methods,
    "fieldnames": fieldnames, "isprop": isprop, "ismethod": ismethod, "isvalid": isvalid,
    "delete": delete, "disp": disp, "display": display, "isequal": isequal, "struct": struct_,
    "copy": copy, "enumeration": enums.enumeration, "isenum": enums.isenum, **events.FUNCTIONS,
    "set": set_, "get": get_, "metaclass": meta.metaclass, "findobj": findobj, "findprop": findprop,
}

FALLBACKS = {"isobject": isobject, "properties": properties, "methods": methods,
             "isprop": isprop, "ismethod": ismethod, "isvalid": isvalid,
             "enumeration": enums.enumeration, "isenum": enums.isenum, "import": import_,
             "events": events.events, "metaclass": meta.metaclass}
