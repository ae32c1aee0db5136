"""``v(args)`` and ``c{args}``: MATLAB indexing on host values (and on ``xp`` arrays)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.indexing.subscripts import COLON, resolve
from runmat_builtins.values import FunctionHandle, StructArray

_SCALAR_TYPES = (float, bool, complex)
_F64 = np.dtype(np.float64)
_BOOL = np.dtype(np.bool_)
_CANON = {"d": float, "?": bool, "D": complex}


def canonical(r: np.ndarray) -> Any:
    """A 1x1 double/logical/complex-double result as a Python scalar (the VM's fast form)."""
    if r.size == 1 and r.ndim == 2:
        conv = _CANON.get(r.dtype.char)
        if conv is not None:
            return conv(r.reshape(-1)[0])
    return r


def index(value: Any, args: tuple, xp: Any = np) -> Any:
    """``value(args)``. Subscripts are 1-based; ``end`` is already resolved by the caller."""
    t = type(value)
    n = len(args)
    if xp is not np:  # a device array handed over by the subsref builtin
        one = _one_element(value.shape, args)
        if one is not None:  # A(k), A(i, j): a one-element view (no kernel, no allocation; nothing
            r, c = one  # writes into a device array in place: subsasgn copies), read by one small copy
            return value[r:r + 1, c:c + 1]
        return _index_array(value, args, xp)
    if t is np.ndarray:
        # hot path: A(i) / A(i, j) with Python float subscripts on a 2-D array
        shp = value.shape
        if n == 1:
            s = args[0]
            if s.__class__ is float and len(shp) == 2:
                rows, cols = shp
                if 1.0 <= s <= rows * cols:  # NaN fails
                    k = int(s)
                    if k == s:
                        k -= 1
                        dt = value.dtype
                        if dt is _F64 or dt is _BOOL:
                            return value.item(k % rows, k // rows)
                        return _element(value, k % rows, k // rows)
        elif n == 2 and len(shp) == 2:
            i, j = args
            if i.__class__ is float and j.__class__ is float:
                rows, cols = shp
                if 1.0 <= i <= rows and 1.0 <= j <= cols:
                    r = int(i)
                    c = int(j)
                    if r == i and c == j:
                        dt = value.dtype
                        if dt is _F64 or dt is _BOOL:
                            return value.item(r - 1, c - 1)
                        return _element(value, r - 1, c - 1)
        return canonical(_index_array(value, args, np))
    if t in _SCALAR_TYPES:
        if n == 1 and type(args[0]) is float and args[0] == 1.0:
            return value
        return canonical(_index_array(np.array([[value]]), args, np))
    if t is StructArray:
        return StructArray(value.fields, _index_array(value.elems, args, np))
    if t is GpuArray:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("subsref", value, *args)
    if t is FunctionHandle:
        raise MException(M.FH_INDEX, "Function handles cannot be indexed with parentheses here; "
                         "a call is handled by the caller.")
    if value is None:
        raise MException("MATLAB:UndefinedFunction", "Undefined variable.")
    # any other scalar object (MException, ...): a 1x1 array of itself
    holder = np.empty((1, 1), dtype=object)
    holder[0, 0] = value
    out = _index_array(holder, args, np)
    return out[0, 0] if out.size == 1 else out


def _one_element(shp: tuple, args: tuple) -> tuple[int, int] | None:
    """(row, column) of ``A(k)`` or ``A(i, j)`` with in-range integer float subscripts of a 2-D A."""
    if len(shp) != 2:
        return None
    rows, cols = shp
    if len(args) == 1:
        s = args[0]
        if s.__class__ is float and 1.0 <= s <= rows * cols and s == int(s):
            k = int(s) - 1
            return k % rows, k // rows
    elif len(args) == 2:
        i, j = args
        if i.__class__ is float and j.__class__ is float and 1.0 <= i <= rows and 1.0 <= j <= cols \
                and i == int(i) and j == int(j):
            return int(i) - 1, int(j) - 1
    return None


def _element(a: np.ndarray, r: int, c: int) -> Any:
    ch = a.dtype.char
    if ch == "d" or ch == "?" or ch == "D":
        return a.item(r, c)
    return a[r:r + 1, c:c + 1].copy()


def index_brace(value: Any, args: tuple) -> list:
    """``c{args}``: the selected cell contents as a list (a comma-separated list), column-major."""
    if type(value) is not np.ndarray or value.dtype.kind != "O":
        hook = getattr(type(value), "__matlab_brace__", None)  # objects with contents (tables, dictionaries)
        if hook is not None:
            return hook(value, args)
        raise MException(M.CELL_REF, M.CELL_REF_MSG)
    if len(args) == 1:
        s = args[0]
        if type(s) is float and value.ndim == 2 and 1 <= s <= value.size and s == int(s):
            c, r = divmod(int(s) - 1, value.shape[0])
            return [value[r, c]]
    sub = _index_array(value, args, np)
    return list(sub.ravel(order="F"))


def _index_array(a: Any, args: tuple, xp: Any) -> Any:
    """Index an ndarray-like (NumPy, object or ``xp`` array) and return a fresh array."""
    n = len(args)
    if n == 1:
        return _linear(a, args[0], xp)
    if n == 0:
        return a.copy()
    shape = a.shape
    nd = len(shape)
    if n < nd:
        dims = tuple(shape[:n - 1]) + (int(np.prod(shape[n - 1:])),)
        a = a.reshape(dims, order="F")
    elif n > nd:
        dims = tuple(shape) + (1,) * (n - nd)
        a = a.reshape(dims)
    else:
        dims = tuple(shape)
    sels = []
    counts = []
    arrays = 0
    for k in range(n):
        sel, cnt, _ = resolve(args[k], dims[k], k, n)
        if type(sel) is not slice:
            arrays += 1
        sels.append(sel)
        counts.append(cnt)
    if arrays <= 1:
        if arrays == 1 and xp is not np:
            sels = [s if type(s) is slice else xp.asarray(s) for s in sels]
        out = a[tuple(sels)]
        if arrays == 0:
            out = out.copy()
    else:
        vecs = [np.arange(*s.indices(d), dtype=np.intp) if type(s) is slice else s
                for s, d in zip(sels, dims)]
        if xp is not np:
            vecs = [xp.asarray(v) for v in vecs]
        out = a[xp.ix_(*vecs)]
    while len(counts) > 2 and counts[-1] == 1:
        counts.pop()
    if tuple(out.shape) != tuple(counts):
        out = out.reshape(counts)
    return out


def _nd_vector(shape: tuple) -> bool:
    """Exactly one dimension other than 1 (a row, a column, or a 1x1xN "vector")."""
    return sum(1 for d in shape if d != 1) == 1


def _with_length(shape: tuple, n: int) -> tuple:
    """An N-D vector's shape with its one non-singleton dimension set to ``n``."""
    return tuple(n if d != 1 else 1 for d in shape)


def linear_shape(shape: tuple, s: Any, cnt: int) -> tuple:
    """The shape of ``A(I)`` for ``A`` of ``shape`` and one subscript ``I`` selecting ``cnt``.

    The result has the subscript's shape (a logical mask counts as a vector of its ``true``
    positions, oriented as the mask when the mask is a vector, else a column), except that
    indexing a vector (of any dimension: 1x1xN too) with a vector keeps the source's orientation.
    An empty ``[]`` (0x0) index of a row or column gives 1x0 or 0x1 (MATLAB).
    """
    if type(s) is np.ndarray:
        ishape = tuple(s.shape)
        if s.dtype.kind == "b":
            ishape = _with_length(ishape, cnt) if _nd_vector(ishape) else (cnt, 1)
        elif s.ndim < 2:
            ishape = (1, int(s.size)) if s.ndim == 1 else (1, 1)
    else:
        ishape = (1, cnt)
    numel = 1
    for d in shape:
        numel *= d
    if numel != 1 and _nd_vector(shape) and (_nd_vector(ishape) or (ishape == (0, 0) and len(shape) == 2)):
        rshape = _with_length(shape, cnt)
    else:
        rshape = ishape
    while len(rshape) > 2 and rshape[-1] == 1:
        rshape = rshape[:-1]
    return rshape


def _linear(a: Any, s: Any, xp: Any) -> Any:
    shape = tuple(a.shape)
    numel = int(a.size)
    if s is COLON or (type(s) is np.ndarray and s.dtype.kind == "U" and s.size == 1 and s.flat[0] == ":"):
        if xp is np and a.ndim > 1 and not a.flags.f_contiguous:
            # column-major order of a row-major array: one copy into an array of its own (reshape
            # copies into a buffer it then views, and a view was copied once more: two passes
            # over fresh pages, most of sum(A(:))'s time on a 300x300 A)
            out = np.empty((numel, 1), a.dtype)
            np.copyto(out.reshape(shape[::-1]), a.T)
            return out
        out = _flat(a, xp).reshape(numel, 1)
        if xp is np and out.base is not None and np.may_share_memory(out, a):
            # A(:) of a column-major array is a view (as NumPy's reshape), read-only so that no
            # in-place path can write through it; writes to A itself copy first, since the view
            # holds a reference to A's buffer (copy-on-write by reference count)
            out.flags.writeable = False
            return out
        return out.copy() if out.base is not None else out
    sel, cnt, _ = resolve(s, numel, 0, 1)
    rshape = linear_shape(shape, s, cnt)
    if type(sel) is slice:
        out = _flat(a, xp)[sel].copy()
    elif len(shape) == 2 and not (a.flags.f_contiguous if xp is np else False):
        rows = shape[0]
        if xp is not np:
            sel = xp.asarray(sel)
        out = a[sel % rows, sel // rows] if rows else a.reshape(-1)[sel]
    else:
        if xp is not np:
            sel = xp.asarray(sel)
        out = _flat(a, xp)[sel]
    return out.reshape(rshape, order="F")  # sel is in column-major order of the subscript


def _flat(a: Any, xp: Any) -> Any:
    """Column-major 1-D view (a copy when the layout needs it)."""
    return a.reshape(-1, order="F")


__all__ = ["index", "index_brace", "canonical"]
