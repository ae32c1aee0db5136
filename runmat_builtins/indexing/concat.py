"""``[a b; c d]`` and ``{a, b; c, d}``: concatenation under MATLAB's class rules.

Class of the result: any struct -> struct; any cell -> cell (others wrapped); any string ->
string; any char -> char; else the leftmost integer class; else single; else double
(logical only when every element is logical). ``[]`` (0x0) elements are skipped.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.indexing.convert import as_block, to_dtype
from runmat_builtins.indexing.read import canonical
from runmat_builtins.limits import MAX_DIMS, max_array_bytes, size_limit_error, too_many_dimensions
from runmat_builtins.values import CHAR_DTYPE, STRING_DTYPE, FunctionHandle, StructArray, class_of

_F64 = np.dtype(np.float64)


def concat(rows: list, ctx: Any = None) -> Any:
    """``[r0; r1; ...]`` where each row is a list of values joined horizontally. ``ctx`` is the
    session's call context: a gpuArray row joins on the device through horzcat/vertcat, whose
    fallback warnings go to the session's warning state (not the process's stderr)."""
    if len(rows) == 1:
        row = rows[0]
        for x in row:
            if type(x) is not float:
                break
        else:
            if not row:  # [] and [c{:}] of an empty cs-list: 0x0, not 1x0
                return np.zeros((0, 0))
            return np.array([row], dtype=np.float64) if len(row) != 1 else row[0]
    for row in rows:
        for x in row:
            hook = getattr(type(x), "__matlab_concat__", None)
            if hook is not None:  # objects that define their own concatenation (graphics handles)
                return hook(rows)
            if type(x) is GpuArray:
                from runmat_builtins.dispatch import call_builtin

                parts = [call_builtin("horzcat", *r, ctx=ctx) for r in rows if r]
                return call_builtin("vertcat", *parts, ctx=ctx)
    parts = [cat_values(row, 1) for row in rows]
    if len(parts) == 1:
        return parts[0]
    return cat_values(parts, 0)


def concat_cell(rows: list) -> np.ndarray:
    """``{a, b; c, d}``: every element becomes one cell (a cell element nests, never merges)."""
    rows = [r for r in rows if len(r)]
    if not rows:
        return np.empty((0, 0), dtype=object)
    ncols = len(rows[0])
    for r in rows:
        if len(r) != ncols:
            raise MException(M.CATENATE, M.CATENATE_MSG)
    out = np.empty((len(rows), ncols), dtype=object)
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            out[i, j] = v
    return out


def _target(values: list) -> tuple[str, Any]:
    """(kind, dtype) of the concatenation result; kind is 'struct', 'cell', 'handle' or 'array'."""
    kinds = set()
    int_dtype = None
    for v in values:
        t = type(v)
        if t is float:
            kinds.add("d")
            continue
        if t is StructArray:
            kinds.add("struct")
        elif t is FunctionHandle:
            kinds.add("handle")
        elif t is np.ndarray:
            dt = v.dtype
            if dt == STRING_DTYPE:
                kinds.add("string")
            else:
                k = dt.kind
                if k == "O":
                    kinds.add("cell")
                elif k == "U":
                    kinds.add("char")
                elif k in "iu":
                    if int_dtype is None:
                        int_dtype = dt
                elif k == "b":
                    kinds.add("b")
                elif k == "c":
                    kinds.add("c" if dt.itemsize == 16 else "cs")
                elif dt.itemsize == 4:
                    kinds.add("s")
                else:
                    kinds.add("d")
        elif t is bool:
            kinds.add("b")
        elif t is complex:
            kinds.add("c")
        else:
            kinds.add("other")
    if "struct" in kinds:
        return "struct", None
    if "cell" in kinds:
        return "cell", np.dtype(object)
    if "handle" in kinds or "other" in kinds:
        return "handle", None
    if "string" in kinds:
        return "array", STRING_DTYPE
    if "char" in kinds:
        return "array", CHAR_DTYPE
    if int_dtype is not None:
        return "array", int_dtype
    if "s" in kinds or "cs" in kinds:
        return "array", np.dtype(np.complex64 if ("c" in kinds or "cs" in kinds) else np.float32)
    if "c" in kinds:
        return "array", np.dtype(np.complex128)
    if kinds == {"b"}:
        return "array", np.dtype(np.bool_)
    return "array", _F64


def cat_values(values: list, axis: int) -> Any:
    """Concatenate host values along 0-based ``axis`` (horzcat: 1, vertcat: 0)."""
    if not values:
        return np.zeros((0, 0))
    kind, dtype = _target(values)
    if kind == "struct":
        return _cat_struct(values, axis)
    if kind == "handle":
        live = [v for v in values if not (type(v) is np.ndarray and v.shape == (0, 0))]
        if len(live) == 1 and type(live[0]) is not np.ndarray:
            return live[0]
        raise MException(M.FH_CAT, M.FH_CAT_MSG)
    blocks = []
    for v in values:
        if kind == "cell" and not (type(v) is np.ndarray and v.dtype.kind == "O"):
            if type(v) is np.ndarray and v.shape == (0, 0):
                continue
            b = np.empty((1, 1), dtype=object)
            b[0, 0] = v
        else:
            b = as_block(v)
            if b.shape == (0, 0):
                continue
            if b.dtype != dtype:
                if dtype == STRING_DTYPE and b.dtype.kind == "U":
                    b = _char_to_strings(b)
                else:
                    b = to_dtype(b, dtype, v)
        blocks.append(b)
    out = join(blocks, axis, dtype, np)
    return canonical(out) if kind == "array" else out


def _char_to_strings(b: np.ndarray) -> np.ndarray:
    """A char matrix joins a string array as one string per row."""
    rows = ["".join(r) for r in b]
    return np.array(rows, dtype=STRING_DTYPE).reshape(len(rows), 1)


def join(blocks: list, axis: int, dtype: Any, xp: Any) -> Any:
    """Concatenate blocks (already one class) along ``axis``; skip mismatched empties."""
    if not blocks:
        if dtype is not None and dtype.kind == "O":
            return np.empty((0, 0), dtype=object)
        return xp.zeros((0, 0), dtype=dtype or _F64)
    if len(blocks) == 1:
        return blocks[0]
    nd = max(max(b.ndim for b in blocks), axis + 1)
    if nd > MAX_DIMS:
        raise too_many_dimensions(nd)
    shapes = [tuple(b.shape) + (1,) * (nd - b.ndim) for b in blocks]
    ref = None
    for s in shapes:
        if 0 not in s:
            ref = s
            break
    keep = []
    for b, s in zip(blocks, shapes):
        if ref is not None and 0 in s and _rest(s, axis) != _rest(ref, axis):
            continue  # MATLAB ignores empty arrays whose other dimensions do not fit
        if ref is not None and _rest(s, axis) != _rest(ref, axis):
            raise MException(M.CATENATE, M.CATENATE_MSG)
        keep.append(b.reshape(s) if b.ndim != nd else b)
    if ref is None:
        r0 = _rest(shapes[0], axis)
        if any(_rest(s, axis) != r0 for s in shapes):
            raise MException(M.CATENATE, M.CATENATE_MSG)
    if len(keep) == 1:
        return keep[0]
    nbytes = sum(b.nbytes for b in keep)
    if nbytes > max_array_bytes():
        out_shape = list(keep[0].shape)
        out_shape[axis] = sum(b.shape[axis] for b in keep)
        raise size_limit_error(out_shape, nbytes)
    return xp.concatenate(keep, axis=axis)


def _rest(shape: tuple, axis: int) -> tuple:
    return shape[:axis] + shape[axis + 1:]


def _cat_struct(values: list, axis: int) -> StructArray:
    parts = []
    fields: list[str] | None = None
    for v in values:
        if type(v) is StructArray:
            if v.elems.shape == (0, 0) and not v.fields:
                continue
            if fields is None:
                fields = list(v.fields)
            elif set(v.fields) != set(fields):
                raise MException(M.STRUCT_FIELDS_CAT, M.STRUCT_FIELDS_CAT_MSG)
            parts.append(v.elems)
        elif type(v) is np.ndarray and v.shape == (0, 0):
            continue
        else:
            raise M.conversion("struct", class_of(v))
    elems = join([p for p in parts if p.shape != (0, 0)] or parts, axis, np.dtype(object), np)
    return StructArray(fields or [], elems)
