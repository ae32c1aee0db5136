"""``double.empty``, ``string.empty(0, 3)``...: the empty array of a built-in class (MATLAB's
static ``empty`` method of every class; common as a default in ``arguments`` blocks)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException

_NUMERIC = ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")
CLASSES = frozenset(_NUMERIC + ("logical", "char", "string", "cell", "struct"))


class EmptyOf:
    """``Cls.empty(dims)`` for a built-in class (a native callable: ``interp.invoke`` runs it)."""

    kind = "native"
    parent = None
    code = None

    def __init__(self, cls: str) -> None:
        self.cls = cls
        self.name = f"{cls}.empty"

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        ctx = sess.ctx
        dims = [float(v) for a in args for v in np.asarray(a, dtype=float).reshape(-1)] or [0.0, 0.0]
        if len(dims) == 1:
            dims = [dims[0], dims[0]]
        if all(d != 0 for d in dims):
            raise MException("MATLAB:class:emptyMustBeZero",
                             "At least one dimension must be zero.")
        size = np.array([dims], dtype=np.float64)
        cls = self.cls
        if cls in _NUMERIC:
            return call_builtin("zeros", size, cls, nargout=1, ctx=ctx)
        if cls == "logical":
            return call_builtin("false", size, nargout=1, ctx=ctx)
        if cls == "char":
            return call_builtin("char", call_builtin("zeros", size, nargout=1, ctx=ctx), nargout=1, ctx=ctx)
        if cls == "string":
            return call_builtin("strings", size, nargout=1, ctx=ctx)
        if cls == "cell":
            return call_builtin("cell", size, nargout=1, ctx=ctx)
        return call_builtin("repmat", call_builtin("struct", nargout=1, ctx=ctx), size, nargout=1, ctx=ctx)


def lookup(cls: str, member: str) -> Any:
    """The callable ``cls.member`` names for a built-in class, or None."""
    return EmptyOf(cls) if member == "empty" and cls in CLASSES else None
