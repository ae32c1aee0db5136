"""Tall operations that depend on row order: cumulative scans (cumsum, cumprod, cummax, cummin)
and sort, along the tall dimension.

Scans run the builtin itself on each chunk with the previous chunk's last result row on top
(``cumsum([last; chunk])`` without its first row): each chunk's additions are the serial
loop's, in the same order, so the result equals the in-memory one exactly; the chunks form a
chain (chunk k waits for chunk k-1's last row). Sort runs the builtin on all the rows at once
(one task: a tall sort's column must fit in one worker's memory); along dimension 2 each chunk
sorts its own rows.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel.tall import _errors as E
from runmat_builtins.lib.parallel.tall._dask import chunk_rows, dask_array
from runmat_builtins.lib.parallel.tall._ops import _as_2d, _default_dim, _single_column_chunk, _text
from runmat_builtins.lib.parallel.tall._value import TallArray, _class_name

SCANS = ("cumsum", "cumprod", "cummax", "cummin")


def _dim_and_flags(name: str, args: tuple) -> tuple[TallArray, Any, list]:
    """(x, dim or None, text flags) of ``name(x, dim, flags...)``; dim must be in memory."""
    x = args[0]
    if x.__class__ is not TallArray or any(a.__class__ is TallArray for a in args[1:]):
        raise E.undefined(name)
    dim, flags = None, []
    for a in args[1:]:
        if _text(a) is not None or dim is not None:
            flags.append(a)
        else:
            dim = a
    return x, dim, flags


def _dim_of(name: str, x: TallArray, dim: Any, flags: list, nargout: int) -> int:
    """The dimension to work along; a bad one fails as the builtin fails in memory."""
    if dim is None:
        return _default_dim(x)
    _probe(name, x, (dim, *flags), max(1, nargout))
    return int(np.asarray(dim, dtype=float).reshape(-1)[0])


def _probe(name: str, x: TallArray, rest: tuple, nargout: int = 1) -> Any:
    """The builtin on a 2-row sample: its errors for bad options, its result class."""
    with np.errstate(all="ignore"):
        return call_builtin(name, np.ones((2, x.shape[1]), dtype=x.dtype), *rest, nargout=nargout)


def _within_rows(name: str, x: TallArray, rest: tuple, nargout: int) -> Any:
    """The builtin on each chunk (the rows are independent along dimension 2 and up)."""
    data = _single_column_chunk(x.data)
    probe = _probe(name, x, rest, nargout)
    probes = (probe,) if nargout <= 1 else tuple(probe)
    outs = tuple(TallArray(data=data.map_blocks(partial(_call_k, name, rest, nargout, k),
                                                dtype=_as_2d(p).dtype, meta=np.empty((0, 0), dtype=_as_2d(p).dtype)),
                           rows=x.rows) for k, p in enumerate(probes))
    return outs[0] if nargout <= 1 else outs


def _call_k(name: str, rest: tuple, nargout: int, k: int, b: np.ndarray) -> np.ndarray:
    out = call_builtin(name, b, *rest, nargout=nargout)
    return _as_2d(out if nargout <= 1 else out[k])


# ---------------------------------------------------------------------------- scans
def scan(name: str, args: tuple, nargout: int) -> TallArray:
    """cumsum/cumprod/cummax/cummin of a tall array (dim 1: a chain over the chunks)."""
    x, dim, flags = _dim_and_flags(name, args)
    if nargout > 1:
        raise E.undefined(name)
    d = _dim_of(name, x, dim, flags, 1)
    if d != 1:
        return _within_rows(name, x, (float(d), *flags), 1)
    dtype = _as_2d(_probe(name, x, (1.0, *flags))).dtype
    reverse = any((_text(f) or "").lower() == "reverse" for f in flags)
    from dask import delayed  # start-up: dask loads on first use

    da = dask_array()
    data = _single_column_chunk(x.data)
    blocks = list(data.to_delayed()[:, 0])
    # integer sums and products saturate once, on the running double value (as the builtin does in
    # memory): the chain carries the double value and each chunk's result is converted back
    cast = None
    if name in ("cumsum", "cumprod") and x.dtype.kind in "iu":

        cast = _class_name(x.dtype)
    step = delayed(partial(_scan_block, name, tuple(flags), reverse, cast), pure=True)
    order = range(len(blocks) - 1, -1, -1) if reverse else range(len(blocks))
    outs: list = [None] * len(blocks)
    carry = None
    for k in order:
        pair = step(blocks[k], carry)
        outs[k] = pair[0]
        carry = pair[1]
    width = x.shape[1]
    parts = [da.from_delayed(o, shape=(rows, width), dtype=dtype, meta=np.empty((0, 0), dtype=dtype))
             for o, rows in zip(outs, data.chunks[0])]
    return TallArray(data=da.concatenate(parts, axis=0) if len(parts) > 1 else parts[0], rows=x.rows)


def _scan_block(name: str, flags: tuple, reverse: bool, cast: str | None, block: np.ndarray, carry: Any) -> tuple:
    """(this chunk's scan, the row the next chunk starts from): the builtin on the chunk with
    the previous chunk's last result row next to it (below it for 'reverse'); with ``cast`` the
    scan runs on doubles and the chunk's result converts to that class."""
    if cast is not None:
        out, carry = _scan_block(name, flags, reverse, None, block.astype(np.float64), carry)
        return _as_2d(call_builtin(cast, out)), carry
    if block.shape[0] == 0:
        out = _as_2d(call_builtin(name, block, 1.0, *flags))
        return out, carry
    if carry is None:
        out = _as_2d(call_builtin(name, block, 1.0, *flags))
    elif reverse:
        out = _as_2d(call_builtin(name, np.concatenate([block, carry]), 1.0, *flags))[:-1]
    else:
        out = _as_2d(call_builtin(name, np.concatenate([carry, block]), 1.0, *flags))[1:]
    return out, (out[:1] if reverse else out[-1:])


# ---------------------------------------------------------------------------- sort
def sort(args: tuple, nargout: int) -> Any:
    """[B, I] = sort(t, dim, mode...): along dim 1 the builtin on all the rows in one task."""
    x, dim, flags = _dim_and_flags("sort", args)
    if nargout > 2:
        raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)
    d = _dim_of("sort", x, dim, flags, nargout)
    k = max(1, nargout)
    if d != 1:
        return _within_rows("sort", x, (float(d), *flags), nargout)
    probe = _probe("sort", x, (1.0, *flags), k)
    dtypes = [_as_2d(p).dtype for p in ((probe,) if k == 1 else probe)]
    from dask import delayed  # start-up: dask loads on first use

    da = dask_array()
    data = _single_column_chunk(x.data)
    whole = delayed(partial(_sort_all, tuple(flags), k), pure=True)(*data.to_delayed()[:, 0])
    rows = x.shape[0] if x.known_rows else np.nan
    key = ("sort", x.rows, whole.key)
    outs = []
    for j, dt in enumerate(dtypes):
        part = whole[j] if k > 1 else whole
        out = da.from_delayed(part, shape=(rows, x.shape[1]), dtype=dt, meta=np.empty((0, 0), dtype=dt))
        if x.known_rows and rows > chunk_rows():
            out = out.rechunk({0: chunk_rows()})
        outs.append(TallArray(data=out, rows=key))
    return outs[0] if k == 1 else tuple(outs)


def _sort_all(flags: tuple, nargout: int, *blocks: np.ndarray) -> Any:
    rows = np.concatenate(blocks) if len(blocks) > 1 else blocks[0]
    out = call_builtin("sort", rows, 1.0, *flags, nargout=nargout)
    return _as_2d(out) if nargout == 1 else tuple(_as_2d(o) for o in out)


IMPLS = {"sort": sort, **{s: partial(scan, s) for s in SCANS}}
