"""MATLAB's index struct ``S`` (fields ``type`` and ``subs``, as ``substruct`` builds it) as
(type, subs) levels, and back: shared by the ``subsref``/``subsasgn`` builtins and by the
VM's class-defined ``subsref``/``subsasgn`` overloads."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.values import StructArray, cell_array, char_row, is_char, to_str

TYPES = ("()", "{}", ".")


def is_index_struct(s: Any) -> bool:
    return type(s) is StructArray and "type" in s.fields and "subs" in s.fields


def colon(x: Any) -> Any:
    """A ':' subscript in S.subs (char, or a string scalar) is a colon."""
    if type(x) is np.ndarray and x.size == 1 and x.dtype.kind in "UT" and x.flat[0] == ":":
        return COLON
    return x


def levels(s: StructArray) -> list[tuple[str, Any]]:
    """The (type, subs) pairs of an index struct, validated like MATLAB: subs is a field name
    for '.', a tuple of subscripts for '()' and '{}'."""
    if not is_index_struct(s):
        raise MException("MATLAB:subsArgNotStruct",
                         "Second argument must be a structure with fields 'type' and 'subs'.")
    out = []
    for d in s.elems.ravel(order="F"):
        typ = d["type"]
        typ = to_str(typ) if is_char(typ) or isinstance(typ, str) else None
        if typ not in TYPES:
            raise MException("MATLAB:subsTypeMustBeSquigglyOrSmooth",
                             "Subscript type must be '()', '{}' or '.'.")
        subs = d["subs"]
        if typ == ".":
            if not (is_char(subs) or isinstance(subs, str)):
                raise MException("MATLAB:subsasgnDotNameNotChar",
                                 "The subs field of a '.' subscript must be a character vector.")
            out.append((typ, to_str(subs)))
        else:
            if type(subs) is np.ndarray and subs.dtype.kind == "O":
                items = tuple(colon(x) for x in subs.ravel(order="F"))
            elif is_char(subs) and to_str(subs) == ":":
                items = (COLON,)
            else:
                raise MException("MATLAB:subsCellOrColon",
                                 "The subs field of a '()' or '{}' subscript must be a cell or ':'.")
            out.append((typ, items))
    if not out:
        raise MException("MATLAB:subsArgNotStruct", "Index structure must not be empty.")
    return out


def index_struct(levels: list[tuple[str, Any]]) -> StructArray:
    """The 1-by-N index struct of (type, subs) levels (a colon subscript becomes ':')."""
    elems = np.empty((1, len(levels)), dtype=object)
    for k, (typ, subs) in enumerate(levels):
        if typ == ".":
            value = char_row(subs)
        else:
            value = cell_array([char_row(":") if x is COLON else x for x in subs])
        elems[0, k] = {"type": char_row(typ), "subs": value}
    return StructArray(["type", "subs"], elems)
