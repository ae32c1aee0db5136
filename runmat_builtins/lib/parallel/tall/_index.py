"""Indexing tall arrays: ``t(mask)``, ``t(mask, cols)``, ``t(rows, cols)``, ``t(mask) = v``, head/tail.

The first subscript selects rows: a colon, a tall logical column derived from the same rows
(``t(t(:, 1) > 0, :)``), or (reading) in-memory row numbers. Other subscripts are in-memory and
select columns of every chunk, through the runtime's own indexing (same errors, same classes).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.indexing import COLON, assign, index, is_colon
from runmat_builtins.lib.parallel.tall import _errors as E
from runmat_builtins.lib.parallel.tall._dask import dask_array
from runmat_builtins.lib.parallel.tall._ops import _row_key, _single_column_chunk, _zip_blocks, tall_of
from runmat_builtins.lib.parallel.tall._value import ONE_ROW, TallArray
from runmat_builtins.values import class_of


def _is_mask(s: Any) -> bool:
    return s.__class__ is TallArray and s.dtype == np.bool_


def _mask_key(x: TallArray, m: TallArray) -> Any:
    _row_key([x, m])  # the mask must come from the same rows
    return ("mask", x.rows, m.data.name)


def _columns(width: int, sub: Any) -> np.ndarray:
    """0-based column positions that ``sub`` selects, with MATLAB's errors for bad ones."""
    picked = index(np.arange(1.0, width + 1.0).reshape(1, -1), (1.0, sub))
    return (np.asarray(picked, dtype=float).reshape(-1) - 1).astype(np.intp)


def height(x: TallArray) -> int:
    """x's number of rows, counted by one pass over its chunks when not known yet (after a mask)."""
    if not x.known_rows:
        data = x.data
        data.compute_chunk_sizes()
        x.shape = (int(sum(data.chunks[0])), x.shape[1])
    return x.shape[0]


def end_of(x: TallArray, k: int, n: int) -> float:
    """``end`` in subscript k of n of ``x(...)``: rows (n > 1, k = 1), columns, or numel (n = 1)."""
    if n == 1:
        return float(height(x) * x.shape[1])
    if k == 1:
        return float(height(x))
    return float(x.shape[1]) if k == 2 else 1.0


def _row_positions(x: TallArray, sub: Any) -> np.ndarray:
    if sub.__class__ is TallArray:
        raise E.incompatible()
    height(x)  # numeric row subscripts need the height
    picked = index(np.arange(1.0, x.shape[0] + 1.0).reshape(-1, 1), (sub, 1.0))
    return (np.asarray(picked, dtype=float).reshape(-1) - 1).astype(np.intp)


def subsref(x: TallArray, args: tuple) -> TallArray:
    if any(a.__class__ is TallArray and a.dtype != np.bool_ for a in args):
        raise MException(E.SUBSINDEX, "Tall arrays can index only with tall logical arrays.")
    if len(args) == 1:
        return _linear(x, args[0])
    rows, cols = args[0], args[1]
    for extra in args[2:]:
        if not (is_colon(extra) or np.asarray(extra, dtype=float).reshape(-1).tolist() == [1.0]):
            raise MException("MATLAB:badsubscript", "Index in position 3 exceeds array bounds.")
    picked = _columns(x.shape[1], cols)
    data = _single_column_chunk(x.data)
    if picked.size != x.shape[1] or np.any(picked != np.arange(x.shape[1])):
        data = data[:, picked]
    if is_colon(rows):
        return TallArray(data=data, rows=x.rows)
    if _is_mask(rows):
        if rows.shape[1] != 1:
            raise MException(E.ASSIGN_FIRST, "The first subscript of a tall array must be a colon or a tall "
                             "logical column vector.")
        return TallArray(data=data[rows.data[:, 0]], rows=_mask_key(x, rows))
    pos = _row_positions(x, rows)
    return TallArray(data=data[pos], rows=("rows", x.rows, hash(pos.tobytes())))


def _linear(x: TallArray, s: Any) -> TallArray:
    data = _single_column_chunk(x.data)
    n = x.shape[1]
    if is_colon(s):
        if n == 1:
            return x
        da = dask_array()
        return TallArray(data=da.concatenate([data[:, j:j + 1] for j in range(n)], axis=0),
                         rows=("colon", x.rows))
    if _is_mask(s):
        key = _mask_key(x, s)
        if s.shape[1] == 1 and n == 1:
            return TallArray(data=data[s.data[:, 0]], rows=key)
        if s.shape[1] != n:
            raise MException(E.ASSIGN_SINGLE, "A tall logical subscript must be a column vector or have the "
                             "size of the indexed array.")
        da = dask_array()
        m = _single_column_chunk(s.data)
        cols = [data[:, j:j + 1][m[:, j]] for j in range(n)]  # column-major order
        return TallArray(data=da.concatenate(cols, axis=0), rows=("linear", key))
    if n != 1:
        raise MException(E.SUBSINDEX, "Linear indexing of a tall matrix supports a colon or a tall logical "
                         "subscript.")
    pos = _row_positions(x, s)
    return TallArray(data=data[pos], rows=("rows", x.rows, hash(pos.tobytes())))


# ---------------------------------------------------------------------------- assignment
def _assign_block(subs: tuple, value: Any, block: np.ndarray, *others: np.ndarray) -> np.ndarray:
    """``block(subs) = value`` on one chunk; ``None`` in subs takes the chunk's mask, a missing
    value the chunk of a tall right-hand side."""
    it = iter(others)
    argv = tuple(next(it)[:, 0] if s is None else s for s in subs)
    rhs = next(it) if value is None else value
    return np.asarray(assign(block, argv, rhs))


def subsasgn(x: TallArray, args: tuple, rhs: Any) -> TallArray:
    first = args[0]
    if not (is_colon(first) or _is_mask(first)):
        raise MException(E.ASSIGN_FIRST, E.ASSIGN_FIRST_MSG)
    tall_rhs = rhs.__class__ is TallArray
    if not tall_rhs and np.size(rhs) != 1:
        raise MException(E.ASSIGN_VALUE, E.ASSIGN_VALUE_MSG)
    if len(args) == 1 and _is_mask(first) and first.shape[1] != 1 and first.shape[1] != x.shape[1]:
        raise MException(E.ASSIGN_SINGLE, E.ASSIGN_SINGLE_MSG)
    if len(args) == 1 and x.shape[1] != 1 and not (_is_mask(first) and first.shape[1] == x.shape[1]):
        raise MException(E.ASSIGN_SINGLE, E.ASSIGN_SINGLE_MSG)
    talls = [x] + ([first] if _is_mask(first) else []) + ([rhs] if tall_rhs else [])
    _row_key(talls)
    if tall_rhs and _is_mask(first):
        raise MException(E.ASSIGN_VALUE, "Assigning a tall array through a tall logical subscript is not "
                         "supported; use a colon as the first subscript.")
    mask_whole = len(args) == 1 and _is_mask(first) and first.shape[1] == x.shape[1] and x.shape[1] != 1
    subs = tuple(None if (i == 0 and _is_mask(a) and not mask_whole) else
                 (COLON if i == 0 and is_colon(a) else a) for i, a in enumerate(args))
    if mask_whole:
        subs = (None,)
    sample = np.ones((1, x.shape[1]), dtype=x.dtype)
    probe_args = tuple(COLON if s is None else s for s in subs)
    probe_rhs = np.ones((1, 1), dtype=rhs.dtype) if tall_rhs else rhs
    probe = np.asarray(assign(sample, probe_args, probe_rhs))
    data = _single_column_chunk(x.data)
    others = []
    if _is_mask(first):
        others.append(_single_column_chunk(first.data))
    if tall_rhs:
        others.append(_single_column_chunk(rhs.data))
    fn = partial(_assign_block_whole if mask_whole else _assign_block, subs, None if tall_rhs else rhs)
    out = _zip_blocks(fn, [data, *others], (data.chunks[0], (probe.shape[1],)), probe.dtype)
    return TallArray(data=out, rows=x.rows)


def _assign_block_whole(subs: tuple, value: Any, block: np.ndarray, mask: np.ndarray) -> np.ndarray:
    return np.asarray(assign(block, (mask,), value))


# ---------------------------------------------------------------------------- head, tail
def rows_arg(k: Any) -> int:
    """The K of head(A, K) / tail(A, K): a nonnegative integer."""
    if not (k.__class__ in (float, bool) or (k.__class__ is np.ndarray and k.dtype.kind in "biuf")):
        raise errors.invalid_type(errors.NUMERIC_TYPES, class_of(k))
    kk = np.asarray(k, dtype=float).reshape(-1)
    if kk.size != 1 or not np.isfinite(kk[0]) or kk[0] < 0 or kk[0] != np.floor(kk[0]):
        raise MException("RunMat:head:invalidRows", "The number of rows must be a nonnegative integer scalar.")
    return int(kk[0])


def head_rows(x: TallArray, k: Any, which: str) -> TallArray:
    """head(t, k) / tail(t, k): the first (last) k rows, still a tall array."""
    if k.__class__ is TallArray:
        raise MException(E.SUBSINDEX, "The number of rows must be an in-memory scalar.")
    n = rows_arg(k)
    key = (which, n, x.rows)
    if x.value is not None:
        v = x.value[:n] if which == "head" else x.value[max(0, x.shape[0] - n):]
        return tall_of(v, key)
    data = _single_column_chunk(x.data)
    if x.known_rows:
        part = data[:n] if which == "head" else data[max(0, x.shape[0] - n):]
        return TallArray(data=part, rows=key)
    da = dask_array()
    keep = partial(_keep, n, which)
    out = da.reduction(data, keep, keep, axis=0, keepdims=True, dtype=x.dtype, concatenate=True,
                       meta=np.empty((0, 0), dtype=x.dtype))
    out = da.Array(out.dask, out.name, chunks=((np.nan,), (x.shape[1],)), meta=out._meta)
    return TallArray(data=out, rows=key)


def _keep(n: int, which: str, b: np.ndarray, axis: Any = None, keepdims: bool = True) -> np.ndarray:
    return b[:n] if which == "head" else b[max(0, b.shape[0] - n):]


__all__ = ["ONE_ROW", "head_rows", "rows_arg", "subsasgn", "subsref"]
