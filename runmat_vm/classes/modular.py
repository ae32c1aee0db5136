"""Modular indexing (R2021b): ``matlab.mixin.indexing.RedefinesParen``, ``RedefinesDot``,
``RedefinesBrace`` and the ``matlab.indexing.IndexingOperation`` values their methods get.

A class deriving from ``RedefinesParen`` gets ``parenReference(obj, indexOp)`` for ``obj(i)``,
``parenAssign(obj, indexOp, value)`` for ``obj(i) = value``, ``parenDelete(obj, indexOp)`` for
``obj(i) = []`` (written outside its methods; indexing.py decides), and from the mixin itself
``end`` (through the class's ``size``) and ``[a b]``/``[a; b]`` (through its ``cat``).
``RedefinesDot``/``RedefinesBrace`` do the same for ``obj.name`` (names that are not public
members) and ``obj{i}``.  ``indexOp`` is an array of IndexingOperation (``Type``, ``Indices``,
``Name``); ``value.(indexOp)`` applies them to any value (:func:`apply`), and
``value.(indexOp) = rhs`` assigns through them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.values import cell_array, char_row, string_array, to_str

from .arrays import ObjArray, flat, wrap
from .objects import MObject

OP = "matlab.indexing.IndexingOperation"
OP_TYPE = "matlab.indexing.IndexingOperationType"
PAREN = "matlab.mixin.indexing.RedefinesParen"
DOT = "matlab.mixin.indexing.RedefinesDot"
BRACE = "matlab.mixin.indexing.RedefinesBrace"

SOURCES = {
    OP_TYPE: """classdef IndexingOperationType
    enumeration
        Paren, Dot, Brace
    end
end
""",
    OP: """classdef IndexingOperation
    properties (SetAccess = private)
        Type
        Indices = {}
        Name = ""
    end
end
""",
    PAREN: """classdef RedefinesParen
    methods
        function ind = end(obj, k, n)
            sz = size(obj);
            if k < n
                ind = sz(k);
            else
                ind = prod(sz(k:end));
            end
        end
        function out = horzcat(varargin)
            out = cat(2, varargin{:});
        end
        function out = vertcat(varargin)
            out = cat(1, varargin{:});
        end
    end
end
""",
    DOT: "classdef RedefinesDot\nend\n",
    BRACE: "classdef RedefinesBrace\nend\n",
}

# (kind of the first level, assignment?) -> the method MATLAB calls
METHODS = {("()", False): "parenReference", ("()", True): "parenAssign", (".", False): "dotReference",
           (".", True): "dotAssign", ("{}", False): "braceReference", ("{}", True): "braceAssign"}
NAMES = (*METHODS.values(), "parenDelete")
_TYPES = {"()": "Paren", ".": "Dot", "{}": "Brace"}
_KINDS = {v: k for k, v in _TYPES.items()}


def setup(cls: Any) -> None:
    return None


def _builtin(session: Any, name: str) -> Any:
    from .events import builtin_class  # here: events loads this module lazily

    return builtin_class(session, name)


def operations(session: Any, steps: list) -> Any:
    """The IndexingOperation array (1-by-N) of (type, subs) levels."""
    from .enums import members  # here: enums imports objects and arrays only

    kinds = members(_builtin(session, OP_TYPE))
    cls = _builtin(session, OP)
    elems = np.empty((1, len(steps)), dtype=object)
    for k, (typ, subs) in enumerate(steps):
        props = {"Type": kinds[_TYPES[typ]], "Indices": cell_array([]), "Name": string_array("")}
        if typ == ".":
            props["Name"] = string_array(subs)
        else:
            props["Indices"] = cell_array([_colon_text(x) for x in subs])
        elems[0, k] = MObject(cls, props)
    return wrap(cls, elems)


def _colon_text(x: Any) -> Any:
    from runmat_builtins.indexing import COLON

    return char_row(":") if x is COLON else x


def levels(v: Any) -> list | None:
    """The (type, subs) levels of an IndexingOperation value, or None for other values."""
    if v.__class__ not in (MObject, ObjArray) or v.cls.name != OP:
        return None
    from runmat_builtins.indexing.levels import colon

    out = []
    for op in flat(v):
        typ = _KINDS[op.props["Type"].enum.name]
        if typ == ".":
            out.append((typ, to_str(op.props["Name"])))
        else:
            out.append((typ, tuple(colon(x) for x in np.asarray(op.props["Indices"], dtype=object)
                                   .reshape(-1, order="F"))))
    return out


def derives(cls: Any, mixin: str) -> bool:
    return any(c.name == mixin for c in cls.ancestors())
