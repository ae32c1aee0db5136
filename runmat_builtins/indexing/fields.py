"""``s.name`` and ``s.name = v``: field access on struct arrays (and MException properties)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.values import StructArray, cell_array, char_row


def field_get(value: Any, name: str) -> list:
    """``value.name`` as a comma-separated list over the struct array's elements (column-major)."""
    if type(value) is StructArray:
        elems = value.elems
        if elems.size == 1:
            d = elems.flat[0]
            try:
                return [d[name]]
            except KeyError:
                raise M.no_field(name) from None
        if name not in value.fields:
            raise M.no_field(name)
        return [d[name] for d in elems.ravel(order="F")]
    if isinstance(value, MException):
        return [_exception_property(value, name)]
    raise MException(M.STRUCT_REF, M.STRUCT_REF_MSG)


def _exception_property(err: MException, name: str) -> Any:
    if name == "identifier":
        return char_row(err.identifier)
    if name == "message":
        return char_row(err.message)
    if name == "stack":
        elems = np.empty((len(err.stack), 1), dtype=object)
        for i, fr in enumerate(err.stack):
            elems[i, 0] = {"file": char_row(fr.file), "name": char_row(fr.name), "line": float(fr.line)}
        return StructArray(["file", "name", "line"], elems)
    if name == "cause":
        return cell_array(list(err.cause), (len(err.cause), 1))
    raise M.no_field(name)


def field_set(value: Any, name: str, rhs: Any, inplace: bool = False) -> StructArray:
    """``value.name = rhs``; creates a 1x1 struct when ``value`` is None or ``[]``.

    Mutates ``value`` only when ``inplace`` (the caller owns it).
    """
    t = type(value)
    if t is StructArray:
        elems = value.elems
        if elems.size != 1:
            if elems.size == 0:
                d = {f: np.zeros((0, 0)) for f in value.fields}
                d[name] = rhs
                fields = value.fields if name in value.fields else value.fields + [name]
                return _scalar(fields, d)
            raise MException(M.SCALAR_STRUCT, M.SCALAR_STRUCT_MSG)
        if inplace:
            elems.flat[0][name] = rhs
            if name not in value.fields:
                value.fields.append(name)
            return value
        d = dict(elems.flat[0])
        d[name] = rhs
        fields = value.fields if name in value.fields else value.fields + [name]
        return _scalar(fields, d)
    if value is None or (t is np.ndarray and value.size == 0 and value.dtype.char == "d"):
        return _scalar([name], {name: rhs})
    raise MException(M.STRUCT_ASSIGN, M.STRUCT_ASSIGN_MSG)


def _scalar(fields: list[str], d: dict) -> StructArray:
    elems = np.empty((1, 1), dtype=object)
    elems[0, 0] = d
    return StructArray(list(fields), elems)
