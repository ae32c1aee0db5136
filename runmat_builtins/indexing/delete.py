"""``v(args) = []``: deletion of elements, rows, columns or pages."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.indexing.convert import as_block
from runmat_builtins.indexing.read import canonical
from runmat_builtins.indexing.subscripts import is_colon, resolve, sel_positions
from runmat_builtins.values import StructArray


def delete(value: Any, args: tuple) -> Any:
    """``value(args) = []`` (MATLAB's null assignment)."""
    t = type(value)
    if t is GpuArray:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("subsasgn", value, np.zeros((0, 0)), *args)
    if t is StructArray:
        return StructArray(value.fields, delete_block(value.elems, args))
    hook = getattr(t, "__matlab_delete__", None)  # objects that delete their own parts (tables)
    if hook is not None:
        return hook(value, args)
    if value is None:
        raise MException("MATLAB:UndefinedFunction", "Undefined variable.")
    return canonical(delete_block(as_block(value), args))


def _range_error() -> MException:
    return MException(M.DELETE_RANGE, M.DELETE_RANGE_MSG)


def delete_block(a: Any, args: tuple, xp: Any = np) -> Any:
    """Deletion on an ndarray-like of namespace ``xp`` (NumPy, object arrays included)."""
    n = len(args)
    shape = tuple(a.shape)
    if n == 1:
        s = args[0]
        if is_colon(s):
            return a.reshape(-1)[:0].reshape(0, 0)
        numel = int(a.size)
        sel, cnt, top = resolve(s, numel, 0, 1, grow=True)
        if top > numel:
            raise _range_error()
        if cnt == 0:
            return a
        keep = np.ones(numel, dtype=bool)
        keep[sel] = False
        kept = a.reshape(-1, order="F")[keep if xp is np else xp.asarray(keep)]
        if len(shape) == 2 and shape[1] == 1 and shape[0] != 1:
            return kept.reshape(-1, 1)
        return kept.reshape(1, -1)
    nd = len(shape)
    if n < nd:
        dims = list(shape[:n - 1]) + [int(np.prod(shape[n - 1:]))]
        a = a.reshape(dims, order="F")
    else:
        dims = list(shape) + [1] * (n - nd)
        a = a.reshape(dims, order="F") if n > nd else a
    picks = []
    for k, s in enumerate(args):
        if is_colon(s):
            continue
        sel, cnt, top = resolve(s, dims[k], k, n, grow=True)
        if top > dims[k]:
            raise _range_error()
        picks.append((k, sel, cnt))
    if len(picks) > 1:
        # a subscript selecting its whole dimension acts as a colon; the rest must be one
        # subscript (a slice is deleted), unless one selects nothing before a second partial
        # one is met (Octave and MATLAB: then nothing is deleted, whatever the others are)
        partial = 0
        for k, sel, cnt in picks:
            if cnt == 0:
                return a.reshape(shape, order="F") if tuple(a.shape) != shape else a
            if not _whole(sel, dims[k]):
                partial += 1
                if partial == 2:
                    break
        rest = [p for p in picks if not _whole(p[1], dims[p[0]])]
        if partial > 1 or not rest:  # no partial one: which dimension loses its slice is unsaid
            raise MException(M.NULL_ASSIGN, M.NULL_ASSIGN_MSG)
        picks = rest
    if picks:
        axis, sel_axis = picks[0][0], picks[0][1:]
    else:  # every subscript a colon: nothing of the first dimension is left
        axis, sel_axis = 0, (slice(None), dims[0])
    sel, cnt = sel_axis
    if cnt == 0:
        return a.reshape(shape, order="F") if tuple(a.shape) != shape else a
    keep = np.ones(dims[axis], dtype=bool)
    keep[sel_positions(sel, dims[axis])] = False
    idx = [slice(None)] * len(dims)
    idx[axis] = np.flatnonzero(keep) if xp is np else xp.asarray(np.flatnonzero(keep))
    out = a[tuple(idx)]
    new = list(out.shape)
    if n < nd and axis < n - 1:
        # fewer subscripts than dimensions, deleting along one before the merged trailing ones:
        # the trailing dimensions keep their extents (Octave: A(1,:) = [] on 2x3x4 is 1x3x4)
        new = list(shape)
        new[axis] = out.shape[axis]
    while len(new) > 2 and new[-1] == 1:
        new.pop()
    return out.reshape(new, order="F") if len(new) != out.ndim else out


def _whole(sel: Any, extent: int) -> bool:
    """True when a selection covers every position of its dimension."""
    pos = sel_positions(sel, extent)
    return bool(np.unique(pos).size == extent)
