"""Enumeration classes: ``enumeration`` blocks, their members and the operations MATLAB defines on them.

Each member is an :class:`~.objects.MObject` made once per class load (``Color.Red`` is always
the same object) and tagged with an :class:`EnumTag`: its name, its position, and for classes
derived from a built-in type (``classdef Color < uint8``, members ``Red (1)``) its value of
that type.  Members with arguments and a constructor (``Mon (1, 'Monday')``) are built by
the constructor.  Operations (MATLAB's "Operations on Enumerations"): ``==``/``~=`` by member
(also against text, the member name), ``char``/``string``/``cellstr`` (the names),
``ismember``, ``isequal``, ``switch``, conversion to the built-in superclass and arithmetic
on it (``uint8(Color.Red)``, ``Color.Red + 1``), ``Cls('Name')`` / ``Cls(value)``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row, is_char, is_string, to_str

from .arrays import ObjArray, flat, is_object, wrap
from .objects import MObject

BUILTIN_BASES = frozenset(("double", "single", "logical", "char", "int8", "int16", "int32", "int64",
                           "uint8", "uint16", "uint32", "uint64"))


# the methods every enumeration class has ("Operations on Enumerations", methods('WeekDays'))
ENUM_METHODS = ("cellstr", "char", "eq", "intersect", "ismember", "ne", "setdiff", "setxor", "strcmp",
                "strcmpi", "strncmp", "strncmpi", "string", "union")


class EnumTag:
    """What makes an object an enumeration member: its name, 0-based position, built-in value."""

    __slots__ = ("name", "ordinal", "value")

    def __init__(self, name: str, ordinal: int, value: Any) -> None:
        self.name = name
        self.ordinal = ordinal
        self.value = value


def members(cls: Any) -> dict[str, MObject]:
    """The members of an enumeration class in definition order (built once per class load)."""
    m = cls._enum_objs
    if m is None:
        from .invoke import eval_default, init_object  # here: invoke imports objects, not this module

        m = cls._enum_objs = {}
        for k, em in enumerate(cls.ast.enum_members):
            args = [eval_default(cls, a) for a in em.args]
            obj = MObject(cls, dict(cls.defaults()))
            value = None
            if cls.builtin_base is not None:
                if len(args) > 1:
                    raise MException("MATLAB:class:EnumerationArgs",
                                     f"Enumeration member '{em.name}' of class '{cls.name}' derived from "
                                     f"'{cls.builtin_base}' takes one value.")
                value = call_builtin(cls.builtin_base, args[0] if args else 0.0)
            if cls.constructor() is not None or (args and cls.builtin_base is None):
                obj = init_object(cls, obj, args if cls.builtin_base is None else [])
            obj.enum = EnumTag(em.name, k, value)
            m[em.name] = obj
    return m


def is_enum(v: Any) -> bool:
    return is_object(v) and v.cls.is_enum


def member(cls: Any, name: str) -> MObject | None:
    return members(cls).get(name) if cls.is_enum else None


def names(v: Any) -> list[str]:
    """The member names of an enumeration value, column-major."""
    return [e.enum.name for e in flat(v)]


def _shape(v: Any) -> tuple[int, ...]:
    return v.shape if v.__class__ is ObjArray else (1, 1)


def base_values(v: Any) -> Any:
    """An enumeration value as its built-in superclass (``uint8(Color.Red)``)."""
    cls = v.cls
    if cls.builtin_base is None:
        raise MException("MATLAB:invalidConversion",
                         f"Conversion to double from {cls.name} is not possible.")
    vals = [np.asarray(e.enum.value).reshape(-1)[0] for e in flat(v)]
    dtype = np.asarray(members(cls)[next(iter(members(cls)))].enum.value).dtype
    out = np.array(vals, dtype=dtype).reshape(_shape(v), order="F")
    if out.size == 1 and out.dtype == np.float64:
        return float(out.reshape(-1)[0])
    if out.size == 1 and out.dtype == np.bool_:
        return bool(out.reshape(-1)[0])
    return out


def subscript(v: Any) -> Any:
    """The value an object stands for as a subscript: a built-in-derived member's value."""
    if not v.cls.is_enum or v.cls.builtin_base is None:
        raise MException("MATLAB:badsubscript",
                         f"Array indices must be positive integers or logical values (not '{v.cls.name}').")
    return np.asarray(base_values(v), dtype=np.float64) if v.cls.builtin_base != "logical" else base_values(v)


def convert(cls: Any, v: Any) -> Any:
    """``Cls(x)``: members named by text (char, string array, cellstr), or, for a class derived
    from a built-in type, by value; members pass through."""
    if is_object(v) and v.cls.is_subclass_of(cls):
        return v
    mem = members(cls)
    if is_char(v) or is_string(v) or (v.__class__ is np.ndarray and v.dtype.kind == "O"):
        if is_char(v):
            texts, shape = [to_str(v)], (1, 1)
        else:
            arr = np.asarray(v)
            texts, shape = [to_str(t) for t in arr.flatten(order="F")], arr.shape
        out = np.empty(len(texts), dtype=object)
        for k, t in enumerate(texts):
            if t not in mem:
                raise MException("MATLAB:class:CannotConvert",
                                 f"Cannot convert '{t}' to an enumeration member of class '{cls.name}'.")
            out[k] = mem[t]
        return wrap(cls, out.reshape(shape, order="F"))
    if cls.builtin_base is not None:
        arr = np.asarray(v)
        out = np.empty(arr.size, dtype=object)
        for k, x in enumerate(arr.flatten(order="F")):
            hit = next((o for o in mem.values() if np.asarray(o.enum.value).reshape(-1)[0] == x), None)
            if hit is None:
                raise MException("MATLAB:class:CannotConvert",
                                 f"Cannot convert {x:g} to an enumeration member of class '{cls.name}'.")
            out[k] = hit
        return wrap(cls, out.reshape(arr.shape if arr.ndim >= 2 else (1, arr.size), order="F"))
    raise MException("MATLAB:class:CannotConvert",
                     f"Cannot convert a value of class '{getattr(v, 'matlab_class', type(v).__name__)}' "
                     f"to an enumeration member of class '{cls.name}'.")


# ---------------------------------------------------------------------- comparisons
def _keys(v: Any, cls: Any) -> np.ndarray | None:
    """A comparison key per element: the ordinal of each member (text is read as member
    names); None when ``v`` cannot name members of ``cls``."""
    if is_object(v):
        if not v.cls.is_enum or v.cls.name != cls.name:
            return None
        return np.array([e.enum.ordinal for e in flat(v)], dtype=np.float64).reshape(_shape(v), order="F")
    if is_char(v) or is_string(v) or (v.__class__ is np.ndarray and v.dtype.kind == "O"):
        texts = [to_str(v)] if is_char(v) else [to_str(t) for t in np.asarray(v).flatten(order="F")]
        mem = members(cls)
        shape = (1, 1) if is_char(v) else np.asarray(v).shape
        return np.array([mem[t].enum.ordinal if t in mem else -1 for t in texts],
                        dtype=np.float64).reshape(shape, order="F")
    return None


def _enum_class(args: tuple) -> Any:
    for a in args:
        if is_enum(a):
            return a.cls
    return None


def _numeric(args: tuple) -> list:
    """Members of built-in-derived enumerations replaced by their built-in values."""
    return [base_values(a) if is_enum(a) else a for a in args]


def compare(name: str, args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``==``/``~=`` on enumerations: by member (text names a member); built-in-derived
    enumerations compared with numbers compare their values."""
    cls = _enum_class(args)
    if cls is None or len(args) != 2:
        return NotImplemented
    ka, kb = _keys(args[0], cls), _keys(args[1], cls)
    if ka is None or kb is None:
        if cls.builtin_base is not None:
            return call_builtin(name, *_numeric(args))
        if name == "ne":
            return True if ka is None and kb is None else NotImplemented
        return NotImplemented
    return call_builtin(name, ka, kb)


def order(name: str, args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``<``, ``+``, ... : built-in-derived enumerations compute with their values."""
    cls = _enum_class(args)
    if cls is None or cls.builtin_base is None:
        return NotImplemented
    return call_builtin(name, *_numeric(args), nargout=nargout if name == "fprintf" else max(nargout, 1),
                        ctx=ctx)


def ranked(name: str) -> Any:
    """``sort``/``max``/``min`` of one enumeration array: ranked by the members' built-in values
    (members of a plain enumeration by their order in the class), the result members of the
    class (the index output as the builtin gives it)."""
    def f(args: tuple, nargout: int, ctx: Any = None) -> Any:
        v = args[0] if args else None
        if v is None or not is_enum(v) or any(is_object(a) for a in args[1:]):
            return NotImplemented
        if name != "sort" and len(args) == 2:  # max(a, b): elementwise, not a ranking
            return NotImplemented
        cls = v.cls
        keys = np.asarray(base_values(v)) if cls.builtin_base is not None else _keys(v, cls)
        keys = np.asarray(keys, dtype=np.float64).reshape(_shape(v), order="F")
        out = call_builtin(name, keys, *args[1:], nargout=2, ctx=ctx)
        idx = np.asarray(out[1], dtype=np.int64).reshape(np.shape(out[1]) or (1, 1))
        dim = _dim(args, keys.shape, name)
        lin = np.arange(keys.size).reshape(keys.shape, order="F")
        pick = np.take_along_axis(lin, idx - 1, axis=dim)
        src = flat(v)
        elems = np.empty(pick.shape, dtype=object)
        for pos, k in np.ndenumerate(pick):
            elems[pos] = src[k]
        value = wrap(cls, elems)
        return (value, out[1]) if nargout >= 2 else value
    return f


def _dim(args: tuple, shape: tuple, name: str) -> int:
    """The 0-based dimension ``sort``/``max``/``min`` work along (the first non-singleton one
    unless given: ``sort(a, dim)``, ``max(a, [], dim)``)."""
    given = args[1] if name == "sort" and len(args) > 1 else args[2] if len(args) > 2 else None
    if given is not None and not (is_char(given) or is_string(given)):
        return int(np.asarray(given).reshape(-1)[0]) - 1
    return next((k for k, d in enumerate(shape) if d != 1), 0)


def to_char(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    if len(args) != 1 or not is_enum(v):
        return NotImplemented
    return call_builtin("char", cell_array([char_row(n) for n in names(v)], (len(names(v)), 1)))


def to_string(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    if len(args) != 1 or not is_enum(v):
        return NotImplemented
    return call_builtin("string", cell_array([char_row(n) for n in names(v)], _shape(v)))


def to_cellstr(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    if len(args) != 1 or not is_enum(v):
        return NotImplemented
    return cell_array([char_row(n) for n in names(v)], _shape(v))


def ismember(args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``ismember(a, b)`` with enumeration members (text in either argument names members)."""
    cls = _enum_class(args[:2])
    if cls is None or len(args) != 2:
        return NotImplemented
    ka, kb = _keys(args[0], cls), _keys(args[1], cls)
    if ka is None or kb is None:
        return NotImplemented
    return call_builtin("ismember", ka, kb, nargout=max(nargout, 1))


def text_compare(name: str) -> Any:
    """``strcmp(member, 'Name')`` and its kin: members compare as their names."""
    def f(args: tuple, nargout: int, ctx: Any = None) -> Any:
        if not any(is_enum(a) for a in args):
            return NotImplemented
        conv = [to_cellstr((a,), 1) if is_enum(a) and a.__class__ is ObjArray
                else char_row(a.enum.name) if is_enum(a) else a for a in args]
        return call_builtin(name, *conv, nargout=max(nargout, 1), ctx=ctx)
    return f


def set_operation(name: str) -> Any:
    """``unique``/``union``/``intersect``/``setdiff``/``setxor`` of members of one enumeration:
    computed on the members' positions, the values mapped back to members (indices pass through)."""
    def f(args: tuple, nargout: int, ctx: Any = None) -> Any:
        cls = _enum_class(args)
        if cls is None:
            return NotImplemented
        keys = []
        for a in args:
            k = _keys(a, cls) if (is_object(a) or is_char(a) or is_string(a)) else None
            keys.append(a if k is None and not is_object(a) else k)
        if any(k is None for k in keys):
            return NotImplemented
        out = call_builtin(name, *keys, nargout=max(nargout, 1), ctx=ctx)
        first = out[0] if isinstance(out, tuple) else out
        mem = list(members(cls).values())
        arr = np.asarray(first, dtype=np.float64)
        elems = np.empty(arr.shape if arr.ndim >= 2 else (1, arr.size), dtype=object)
        for pos, k in zip(np.ndindex(elems.shape), arr.reshape(elems.shape).flat):
            elems[pos] = mem[int(k)]
        value = wrap(cls, elems) if elems.size != 0 else ObjArray(cls, elems)
        return (value, *out[1:]) if isinstance(out, tuple) else value
    return f


def same(a: Any, b: Any) -> bool:
    """``isequal`` of two enumeration values: same class, size and members."""
    if not (is_enum(a) and is_enum(b)) or a.cls.name != b.cls.name or _shape(a) != _shape(b):
        return False
    return names(a) == names(b)


def isenum(sess: Any, args: list, nargout: int) -> Any:
    """``isenum(v)``: true for enumeration members and arrays of them."""
    if len(args) != 1:
        raise MException("MATLAB:narginchk:notEnoughInputs" if not args else "MATLAB:TooManyInputs",
                         "Not enough input arguments." if not args else "Too many input arguments.")
    return is_enum(args[0])


def cast_to(base: str) -> Any:
    def cast(args: tuple, nargout: int, ctx: Any = None) -> Any:
        v = args[0]
        if len(args) != 1 or not is_enum(v):
            return NotImplemented
        return call_builtin(base, base_values(v))
    return cast


def enumeration(sess: Any, args: list, nargout: int) -> Any:
    """``enumeration Cls`` / ``enumeration(obj)`` / ``[m, s] = enumeration('Cls')``."""
    from .functions import _class_of_arg  # here: functions imports this module (EnumTag users)

    if len(args) != 1:
        raise MException("MATLAB:narginchk:notEnoughInputs" if not args else "MATLAB:TooManyInputs",
                         "Not enough input arguments." if not args else "Too many input arguments.")
    cls = _class_of_arg(sess, args[0])
    if cls is None:
        raise MException("MATLAB:class:InvalidArgument",
                         "Input must be an enumeration object or the name of a class.")
    mem = list(members(cls).values()) if cls.is_enum else []
    if nargout == 0:
        from .show import enumeration_listing  # here: show imports this module

        sess.ctx.stdout.write(enumeration_listing(cls, [o.enum.name for o in mem]))
        return None
    col = np.empty((len(mem), 1), dtype=object)
    for k, o in enumerate(mem):
        col[k, 0] = o
    m = wrap(cls, col) if mem else ObjArray(cls, np.empty((0, 1), dtype=object))
    if nargout >= 2:
        return m, cell_array([char_row(o.enum.name) for o in mem], (len(mem), 1))
    return m


# what a built-in-derived member computes as its built-in value (results are of the built-in class)
ARITH = ("num2str", "int2str", "mat2str", "sprintf", "fprintf", "plus", "minus", "times", "mtimes", "rdivide", "ldivide", "mrdivide", "mldivide", "power",
         "mpower", "lt", "le", "gt", "ge", "uminus", "uplus", "abs", "sum", "prod", "mod", "rem",
         "bitand", "bitor", "bitxor", "bitshift", "cumsum", "mean", "and", "or", "not", "any", "all")


def overloads() -> dict[str, Any]:
    """The builtin names enumerations answer (name -> f(args, nargout))."""
    out: dict[str, Any] = {"eq": lambda a, n, c=None: compare("eq", a, n), "ne": lambda a, n, c=None: compare("ne", a, n),
                           "char": to_char, "string": to_string, "cellstr": to_cellstr,
                           "ismember": ismember, "sort": ranked("sort"), "max": ranked("max"),
                           "min": ranked("min")}
    for name in ("strcmp", "strcmpi", "strncmp", "strncmpi"):
        out[name] = text_compare(name)
    for name in ("unique", "union", "intersect", "setdiff", "setxor"):
        out[name] = set_operation(name)
    for b in sorted(BUILTIN_BASES - {"char"}):
        out[b] = cast_to(b)
    for name in ARITH:
        out[name] = lambda a, n, c=None, name=name: order(name, a, n, c)
    return out


__all__ = ["EnumTag", "members", "member", "convert", "enumeration", "overloads", "names"]
