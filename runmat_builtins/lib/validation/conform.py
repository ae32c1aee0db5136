"""The one validation engine for declared sizes and classes: function arguments
(``arguments`` blocks) and class properties (``Prop (1,3) double``) both conform values here.

MATLAB's rules (Function Argument Validation; Property Class and Size Validation): the class
is applied first, converting when MATLAB can (an int8 value for a ``double`` argument becomes
double, a char vector for ``string`` becomes a string); then the size, where a scalar expands
to a fixed size (``(1,3)`` turns 5 into ``[5 5 5]``), a vector takes the declared orientation
(a column for ``(1,:)`` becomes a row) and an empty value takes the declared shape (``[]`` for
``(1,:)`` is 1x0). Errors say what the value must be ("Value must be a scalar."); the caller
puts its prefix in front ("Invalid argument at position 2. ", "Error setting property ...").
"""

from __future__ import annotations

import math
from typing import Any, Optional, Sequence

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.validation._checks import NUMERIC
from runmat_builtins.numeric import class_name
from runmat_builtins.values import is_char, is_string, shape_of, to_str

UNABLE_TO_CONVERT = "MATLAB:validation:UnableToConvert"
INCOMPATIBLE_SIZE = "MATLAB:validation:IncompatibleSize"

_FLOATS = ("double", "single")
_UNDEFINED = ("MATLAB:UndefinedFunction", "MATLAB:undefinedVarOrClass")
# the classes a value of each built-in target class may be converted from
_SOURCES = {
    **{c: NUMERIC + ("logical", "char") for c in NUMERIC},
    "logical": NUMERIC + ("logical",),
    "char": NUMERIC + ("char", "string", "logical"),
    "string": NUMERIC + ("char", "string", "logical", "cell"),
    "cell": ("cell",),
    "struct": ("struct",),
    "function_handle": ("function_handle",),
}


def conform(value: Any, cls: str, dims: Sequence[Optional[int]], ctx: Any = None) -> Any:
    """``value`` converted to class ``cls`` ('' for any) and size ``dims`` (() for any; None
    entries for ``:``); an MException with MATLAB's message when it cannot be."""
    if cls:
        try:
            value = convert(value, cls, ctx)
        except _Unknown:  # a class RunMat does not define: neither its class nor size is checked
            return value
    if dims:
        value = fit_size(value, tuple(dims), ctx)
    return value


# ------------------------------------------------------------------ class
def convert(value: Any, cls: str, ctx: Any = None) -> Any:
    """``value`` as class ``cls``: unchanged when it is one already (or a subclass), else
    MATLAB's implicit conversion, else ``MATLAB:validation:UnableToConvert``; ``_Unknown``
    when ``cls`` names no class RunMat defines."""
    have = class_name(value)
    if have == cls:
        return value
    sources = _SOURCES.get(cls)
    if sources is None:  # a class: an object of it (or of a subclass), else its constructor converts
        if _isa(value, cls, ctx):
            return value
        if ctx is not None and hasattr(ctx, "call_function"):
            if is_text_scalar(value):  # text names a member: an enumeration's 'Red' is Cls.Red
                try:
                    member = ctx.call_function(f"{cls}.{_text(value)}", [], 1)
                    if _isa(member, cls, ctx):
                        return member
                except MException:
                    pass
            try:
                out = ctx.call_function(cls, [value], 1)
            except MException as err:
                if err.identifier in _UNDEFINED:  # a class RunMat does not define: nothing to check
                    raise _Unknown() from None
                out = None
            if out is not None and _isa(out, cls, ctx):
                return out
        raise _cannot(cls)
    if have not in sources and not (have == "string" and cls in _FLOATS):
        raise _cannot(cls)
    if cls == "string" and have == "cell" and not all(is_char(e) for e in np.asarray(value).flat):
        raise _cannot(cls)
    try:
        return call_builtin(cls, value, nargout=1, ctx=ctx)
    except MException:
        raise _cannot(cls) from None


class _Unknown(Exception):
    """The declared class is not one RunMat defines (a toolbox or graphics class)."""


def _isa(value: Any, cls: str, ctx: Any) -> bool:
    try:
        return bool(call_builtin("isa", value, cls, nargout=1, ctx=ctx))
    except MException:
        return False


def _text(v: Any) -> str:
    return to_str(v)


def _cannot(cls: str) -> MException:
    return MException(UNABLE_TO_CONVERT, f"Value must be of type {cls} or be convertible to {cls}.")


# ------------------------------------------------------------------ size
def size_requirement(dims: Sequence[Optional[int]]) -> str:
    """What a value of size ``dims`` is, in MATLAB's words: 'a scalar', 'a row vector',
    'a column vector', 'a matrix', or 'of size 1x3' (':' for any length)."""
    d = tuple(dims)
    if d and all(x == 1 for x in d):
        return "a scalar"
    if d == (1, None):
        return "a row vector"
    if d == (None, 1):
        return "a column vector"
    if d == (None, None):
        return "a matrix"
    return "of size " + "x".join(":" if x is None else str(x) for x in d)


def fit_size(value: Any, dims: tuple, ctx: Any = None) -> Any:
    """``value`` in the declared size: as it is when it matches, else by scalar expansion,
    vector reorientation or empty reshaping, else ``MATLAB:validation:IncompatibleSize``."""
    shape = tuple(int(s) for s in shape_of(value))
    n = len(dims)
    if len(shape) > n and any(s != 1 for s in shape[n:]):
        raise _wrong_size(dims)
    have = shape[:n] + (1,) * (n - len(shape))
    if all(w is None or w == s for w, s in zip(dims, have)):
        return value
    numel = math.prod(shape)
    target: list[int] | None = None
    if numel == 1:
        target = [1 if w is None else w for w in dims]
    elif numel == 0:
        t = [0 if w is None else w for w in dims]
        target = t if math.prod(t) == 0 else None
    elif len(shape) == 2 and 1 in shape and n == 2 and 1 in dims:
        other = dims[1] if dims[0] == 1 else dims[0]
        if other is None or other == numel:
            target = [1, numel] if dims[0] == 1 else [numel, 1]
    if target is None:
        raise _wrong_size(dims)
    size_row = np.array([target], dtype=np.float64)
    if numel == 1:
        return call_builtin("repmat", value, size_row, nargout=1, ctx=ctx)
    return call_builtin("reshape", value, size_row, nargout=1, ctx=ctx)


def _wrong_size(dims: tuple) -> MException:
    return MException(INCOMPATIBLE_SIZE, f"Value must be {size_requirement(dims)}.")


# ------------------------------------------------------------------ defaults and messages
def implicit_default(cls: str, dims: Sequence[Optional[int]], ctx: Any = None) -> Any:
    """A property's value when the class declares none: an empty of the class, in the declared
    size when that size is fixed (``Location (1,3)`` starts as ``[0 0 0]``)."""
    fixed = bool(dims) and all(d is not None for d in dims)
    size_row = np.array([[0 if d is None else d for d in dims] or [0, 0]], dtype=np.float64)
    if cls in ("", "double") or cls in NUMERIC:
        return call_builtin("zeros", size_row, cls or "double", nargout=1, ctx=ctx)
    if cls == "logical":
        return call_builtin("false", size_row, nargout=1, ctx=ctx)
    if cls == "string":
        return call_builtin("repmat", call_builtin("string", np.zeros((1, 0), dtype="<U1"), nargout=1, ctx=ctx),
                            size_row, nargout=1, ctx=ctx)
    if cls == "char":
        return call_builtin("repmat", np.full((1, 1), " ", dtype="<U1"), size_row, nargout=1, ctx=ctx)
    if cls == "cell":
        return call_builtin("cell", size_row, nargout=1, ctx=ctx)
    if ctx is not None and hasattr(ctx, "call_function") and dims and fixed:
        try:
            return ctx.call_function(cls, [], 1)
        except MException:
            pass
    return np.zeros((0, 0))


def with_prefix(err: Any, prefix: str) -> MException:
    """The error a failed check reports: its identifier, ``prefix`` before its message."""
    ident = getattr(err, "identifier", "") or ""
    message = getattr(err, "message", None)
    if message is None:
        message = str(err)
    return MException(ident, prefix + message)


def is_text_scalar(v: Any) -> bool:
    """A char row vector or a string scalar (what a name in a name-value pair may be)."""
    if is_char(v):
        return v.ndim == 2 and v.shape[0] == 1
    return bool(is_string(v) and v.size == 1)


__all__ = ["conform", "convert", "fit_size", "size_requirement", "implicit_default", "with_prefix",
           "is_text_scalar", "UNABLE_TO_CONVERT", "INCOMPATIBLE_SIZE"]
