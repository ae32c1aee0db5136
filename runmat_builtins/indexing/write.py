"""``v(args) = rhs`` and ``c{args} = rhs``: indexed assignment with growth and class conversion."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.indexing.convert import as_block, filled, round_to_int, to_dtype
from runmat_builtins.indexing.subscripts import COLON, is_colon, resolve
from runmat_builtins.limits import check_array_size
from runmat_builtins.values import STRING_DTYPE, FunctionHandle, StructArray, class_of

def _owned(a: np.ndarray) -> bool:
    """True when ``a`` owns its writable buffer (no view of someone else's data)."""
    return a.base is None and a.flags.writeable


def assign(value: Any, args: tuple, rhs: Any, inplace: bool = False) -> Any:
    """``value(args) = rhs``; ``value`` None means the variable does not exist yet.

    Mutates ``value`` only when ``inplace`` and no reallocation or class change is needed.
    """
    if type(value) is np.ndarray and type(rhs) is float and value.dtype.char == "d" and value.ndim == 2:
        n = len(args)
        if n == 1:
            s = args[0]
            if type(s) is float and 1 <= s <= value.size and s == int(s):
                c, r = divmod(int(s) - 1, value.shape[0])
                if not (inplace and _owned(value)):
                    value = value.copy(order="F")
                value[r, c] = rhs
                return value
        elif n == 2:
            i, j = args
            if type(i) is float and type(j) is float:
                rows, cols = value.shape
                if 1 <= i <= rows and 1 <= j <= cols and i == int(i) and j == int(j):
                    if not (inplace and _owned(value)):
                        value = value.copy(order="F")
                    value[int(i) - 1, int(j) - 1] = rhs
                    return value
    return _assign(value, args, rhs, inplace)


def _untyped(value: Any) -> bool:
    """None or ``[]`` (a 0x0 double): the result takes the class of the right side."""
    return value is None or (type(value) is np.ndarray and value.shape == (0, 0) and value.dtype.char == "d")


def _assign(value: Any, args: tuple, rhs: Any, inplace: bool) -> Any:
    if type(value) is GpuArray or type(rhs) is GpuArray:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("subsasgn", value, rhs, *args)
    if type(value) is StructArray or (type(rhs) is StructArray and _untyped(value)):
        return _assign_struct(value, args, rhs, inplace)
    if type(rhs) is FunctionHandle or (value is not None and type(value) is FunctionHandle):
        return _assign_handle(value, args, rhs)
    as_class = getattr(type(rhs), "__matlab_as_class_of__", None)
    if as_class is not None:  # x(k) = missing: the missing value of x's class
        return _assign(value, args, rhs.__matlab_as_class_of__(float("nan") if _untyped(value) else value), inplace)
    empty = getattr(type(rhs), "__matlab_empty__", None)
    if empty is not None and _untyped(value):  # F(k) = obj: a new array of obj's class (futures)
        return empty().__matlab_subsasgn__(args, rhs)
    rblock = as_block(rhs)
    if _untyped(value):
        dest = np.zeros((0, 0), dtype=rblock.dtype)
        inplace = False
    elif type(value) is np.ndarray:
        dest = value
    elif type(value) in (float, bool, complex):
        dest = as_block(value)
        inplace = True  # a fresh array
    else:
        raise M.conversion(class_of(value), class_of(rhs))
    if rblock.dtype != dest.dtype:
        rblock = _rhs_for(dest, rblock, rhs)
        if rblock.dtype != dest.dtype:  # the destination widens (real -> complex)
            dest = dest.astype(rblock.dtype)
            inplace = True
    return store(dest, args, rblock, inplace and _owned(dest))


def _rhs_for(dest: np.ndarray, rblock: np.ndarray, rhs: Any) -> np.ndarray:
    """The right side converted to the destination's class (MATLAB: the left side's class wins)."""
    dk = dest.dtype.kind
    if rblock.dtype.kind == "c" and dk == "f":
        return rblock.astype(np.complex64 if dest.dtype.itemsize == 4 else np.complex128)
    if dk == "c" and rblock.dtype.kind in "fiub":
        return to_dtype(rblock, np.dtype(np.float64), rhs).astype(dest.dtype)
    return to_dtype(rblock, dest.dtype, rhs)


def store(dest: Any, args: tuple, rblock: Any, inplace: bool, xp: Any = np) -> Any:
    """Write ``rblock`` (already in ``dest``'s class) at ``args``, growing ``dest`` if needed.

    ``xp`` is the array namespace of ``dest`` (NumPy, or a device's for the subsasgn builtin).
    """
    n = len(args)
    if n == 0:
        raise M.bad_subscript(0, 1)
    if n == 1:
        return _store_linear(dest, args[0], rblock, inplace, xp)
    return _store_nd(dest, args, rblock, inplace, xp)


def _new(shape: tuple, dtype: np.dtype, xp: Any) -> Any:
    check_array_size(shape, dtype.itemsize)  # growth by indexing: x(1e6, 1e6) = 1
    return filled(shape, dtype) if xp is np else xp.zeros(shape, dtype=dtype, order="F")


def _dev(sel: Any, xp: Any) -> Any:
    """Index arrays for the destination's namespace."""
    return sel if xp is np or type(sel) is slice else xp.asarray(sel)


def _store_linear(dest: Any, s: Any, rblock: Any, inplace: bool, xp: Any) -> Any:
    numel = dest.size
    if is_colon(s):
        sel, cnt, top = slice(None), numel, numel
    else:
        sel, cnt, top = resolve(s, numel, 0, 1, grow=True)
    rn = rblock.size
    if rn != 1 and rn != cnt:
        raise MException(M.NUMEL_MISMATCH, M.NUMEL_MISMATCH_MSG)
    if cnt == 0:
        return dest
    shape = dest.shape
    if top > numel:
        if len(shape) == 2 and shape[1] == 1 and shape[0] > 1:
            new_shape = (top, 1)
        elif len(shape) == 2 and shape[0] <= 1:  # a row, [] or 0xN (MATLAB, Octave); 3x0 is ambiguous
            new_shape = (1, top)
        else:
            raise MException(M.AMBIGUOUS_GROWTH, M.AMBIGUOUS_GROWTH_MSG)
        out = _new(new_shape, dest.dtype, xp)
        if numel:
            out.reshape(-1, order="F")[:numel] = dest.reshape(-1, order="F")
        dest = out
    elif not inplace:
        dest = dest.copy(order="F")
    vals = rblock.reshape(-1)[0] if rn == 1 else rblock.reshape(-1, order="F")
    if rn == 1 and dest.dtype.kind == "O":
        vals = _object_scalar(vals)
    if dest.flags.f_contiguous:
        dest.reshape(-1, order="F")[_dev(sel, xp)] = vals
    else:  # the layout needs explicit (row, col, ...) positions to write through
        pos = np.arange(*sel.indices(dest.size)) if type(sel) is slice else sel
        dest[xp.unravel_index(_dev(pos, xp), dest.shape, order="F")] = vals
    return dest


def _object_scalar(v: Any) -> Any:
    """NumPy broadcasts arrays stored in object arrays: wrap one element for a scalar fill."""
    if isinstance(v, np.ndarray):
        holder = np.empty((), dtype=object)
        holder[()] = v
        return holder
    return v


def _store_nd(dest: Any, args: tuple, rblock: Any, inplace: bool, xp: Any) -> Any:
    n = len(args)
    shape = tuple(dest.shape)
    nd = len(shape)
    merged = n < nd
    if merged:
        dims = list(shape[:n - 1]) + [int(np.prod(shape[n - 1:]))]
    else:
        dims = list(shape) + [1] * (n - nd)
    rnon = [d for d in rblock.shape if d != 1]
    sels, counts, tops = [], [], []
    # a colon takes its extent from the right side only in [] (every dimension 0): in a 0x3 array,
    # A(:, 2) = v selects the 0 existing rows (MATLAB and Octave), it does not create one
    inquire = _zero_dims_inquire(args, tuple(rblock.shape)) if dest.size == 0 and not any(shape) else None
    for k in range(n):
        s = args[k]
        if inquire is not None and is_colon(s):
            c = inquire[k]
            sels.append(slice(0, c))
            counts.append(c)
            tops.append(c)
            continue
        sel, cnt, top = resolve(s, dims[k], k, n, grow=True)
        sels.append(sel)
        counts.append(cnt)
        tops.append(top)
    rn = rblock.size
    if rn != 1:
        lnon = [c for c in counts if c != 1]
        if lnon != rnon:
            lhs = list(counts)
            while len(lhs) > 2 and lhs[-1] == 1:
                lhs.pop()
            raise M.dim_mismatch(tuple(lhs), tuple(int(d) for d in rblock.shape))
    new_dims = [max(d, t) for d, t in zip(dims, tops)]
    grow = new_dims != dims
    if grow and merged and any(d != 1 for d in shape[n:]):
        # fewer subscripts than dimensions fold the trailing ones: growing any of them is ambiguous
        raise MException(M.AMBIGUOUS_GROWTH, M.AMBIGUOUS_GROWTH_MSG)
    nothing = 0 in counts  # no element is written, but a subscript past the end still grows
    if nothing and not grow:
        return dest
    if grow:
        out = _new(tuple(new_dims), dest.dtype, xp)
        if dest.size:
            out[tuple(slice(0, d) for d in dims)] = dest.reshape(dims, order="F")
        view = out
        while len(new_dims) > 2 and new_dims[-1] == 1:
            new_dims.pop()
        result = out.reshape(new_dims, order="F") if len(new_dims) != out.ndim else out
        if nothing:
            return result
    else:
        if not inplace:
            dest = dest.copy(order="F")
        if merged or len(dims) != nd:
            if not dest.flags.f_contiguous:
                dest = xp.asfortranarray(dest)
            view = dest.reshape(dims, order="F")
        else:
            view = dest
        result = dest
    block = rblock.reshape(-1)[0] if rn == 1 else rblock.reshape(counts, order="F")
    if rn == 1 and view.dtype.kind == "O":
        block = _object_scalar(block)
    arrays = sum(1 for s in sels if type(s) is not slice)
    if arrays <= 1:
        view[tuple(_dev(s, xp) for s in sels)] = block
    else:
        vecs = [np.arange(*s.indices(d), dtype=np.intp) if type(s) is slice else s
                for s, d in zip(sels, view.shape)]
        view[xp.ix_(*[_dev(v, xp) for v in vecs])] = block
    return result


def _is_scalar_subscript(s: Any) -> bool:
    t = type(s)
    if t is float or t is int:
        return True
    return t is np.ndarray and s.dtype.kind in "fiu" and s.size == 1


def _zero_dims_inquire(args: tuple, rshape: tuple) -> list:
    """The extents the colons of ``A(args) = B`` take from ``B``'s shape when every dimension
    of ``A`` is 0 (``A`` is ``[]`` or new): colons match ``B``'s dimensions position by position
    when the non-scalar subscripts are as many as ``B``'s dimensions (all colons: ``B``'s shape
    padded with 1s), else they take ``B``'s non-singleton dimensions in order. These are
    Octave's rules (liboctave's zero_dims_inquire); MATLAB gives the same shapes."""
    n = len(args)
    colon = [is_colon(s) for s in args]
    scalar = [not c and _is_scalar_subscript(s) for c, s in zip(colon, args)]
    out: list = [None] * n
    rl = len(rshape)
    chopped = [d for d in rshape if d != 1]
    if n == 2:
        if colon[0] and colon[1] and rl == 2:
            return [rshape[0], rshape[1]]
        if rl == 2 and not scalar[0] and not scalar[1]:
            return [rshape[0] if colon[0] else None, rshape[1] if colon[1] else None]
        k = 0
        for i in range(2):
            if colon[i]:
                out[i] = chopped[k] if k < len(chopped) else 1
                k += 1
            elif not scalar[i]:
                k += 1
        return out
    if all(colon):
        return (list(rshape) + [1] * n)[:n]
    if sum(1 for x in scalar if not x) == rl:
        j = 0
        for i in range(n):
            if scalar[i]:
                continue
            if colon[i]:
                out[i] = rshape[j]
            j += 1
        return out
    j = 0
    for i in range(n):
        if colon[i]:
            out[i] = chopped[j] if j < len(chopped) else 1
            j += 1
    return out


def _assign_handle(value: Any, args: tuple, rhs: Any) -> Any:
    """Function handles are scalars only: ``f(1) = @g`` replaces, anything larger errors."""
    if _untyped(value) or type(value) is FunctionHandle:
        if all(_is_one(a) for a in args):
            if type(rhs) is FunctionHandle:
                return rhs
        if type(rhs) is FunctionHandle:
            raise MException(M.FH_CAT, M.FH_CAT_MSG)
    raise M.conversion(class_of(value) if value is not None else "double", class_of(rhs))


def _is_one(s: Any) -> bool:
    try:
        sel, cnt, top = resolve(s, 1, 0, 1, grow=True)
    except MException:
        return False
    return cnt == 1 and top == 1


# ---------------------------------------------------------------- struct arrays


def empty_fields(fields: list[str]) -> dict:
    return {f: np.zeros((0, 0)) for f in fields}


def _assign_struct(value: Any, args: tuple, rhs: Any, inplace: bool) -> StructArray:
    if type(rhs) is not StructArray:
        if type(value) is StructArray:
            raise M.conversion("struct", class_of(rhs))
        raise M.conversion(class_of(value), "struct")
    if type(value) is StructArray:
        fields = list(value.fields)
        elems = value.elems
    else:
        fields = list(rhs.fields)
        elems = np.empty((0, 0), dtype=object)
        inplace = False
    extra = [f for f in rhs.fields if f not in fields]
    missing = [f for f in fields if f not in rhs.fields]
    if missing and value is not None and type(value) is StructArray and elems.size:
        raise MException(M.HETERO_STRUCT, M.HETERO_STRUCT_MSG)
    if missing:  # assigning into an empty struct array: its fields follow the right side
        fields = [f for f in fields if f in rhs.fields]
    if extra:  # s(3).newfield = 1 arrives as an element with one more field
        fields = fields + extra
        elems = _with_fields(elems, extra)
        inplace = True
    new = rhs.elems
    if new.size == 1:
        rb = np.empty((1, 1), dtype=object)
        rb[0, 0] = dict(new.flat[0])
    else:
        rb = np.empty(new.shape, dtype=object)
        for i, d in enumerate(new.flat):
            rb.flat[i] = dict(d)
    if not inplace:
        elems = elems.copy()
    out = store(elems, args, rb, True)
    # growth padded with [] (shared); give each new element its own dict of empty fields
    for i, d in enumerate(out.flat):
        if not isinstance(d, dict):
            out.flat[i] = empty_fields(fields)
    return StructArray(fields, out)


def _with_fields(elems: np.ndarray, extra: list[str]) -> np.ndarray:
    out = np.empty(elems.shape, dtype=object)
    for i, d in enumerate(elems.flat):
        nd = dict(d)
        for f in extra:
            nd[f] = np.zeros((0, 0))
        out.flat[i] = nd
    return out


# ---------------------------------------------------------------- cells


def assign_brace(value: Any, args: tuple, rhs: Any, inplace: bool = False) -> np.ndarray:
    """``c{args} = rhs``: store ``rhs`` as one cell element (creates the cell when undefined)."""
    if _untyped(value):
        dest = np.empty((0, 0), dtype=object)
        inplace = False
    elif type(value) is np.ndarray and value.dtype.kind == "O":
        dest = value
    else:
        hook = getattr(type(value), "__matlab_brace_assign__", None)  # objects with contents (tables)
        if hook is not None:
            return hook(value, args, rhs)
        raise MException(M.CELL_ASSIGN, M.CELL_ASSIGN_MSG)
    if len(args) == 1:
        s = args[0]
        if type(s) is float and dest.ndim == 2 and 1 <= s <= dest.size and s == int(s):
            c, r = divmod(int(s) - 1, dest.shape[0])
            if not (inplace and _owned(dest)):
                dest = dest.copy(order="F")
            dest[r, c] = rhs
            return dest
    holder = np.empty((1, 1), dtype=object)
    holder[0, 0] = rhs
    if len(args) == 1 and not is_colon(args[0]):
        _, cnt, _ = resolve(args[0], dest.size, 0, 1, grow=True)
        if cnt != 1:
            raise _brace_count_error()
    elif len(args) > 1:
        for k, s in enumerate(args):
            if is_colon(s):
                continue
            _, cnt, _ = resolve(s, 1 << 62, k, len(args), grow=True)
            if cnt != 1:
                raise _brace_count_error()
    return store(dest, args, holder, inplace and _owned(dest))


def _brace_count_error() -> MException:
    return MException("MATLAB:index:expected_one_output_from_expression",
                      "Expected one output from a curly brace or dot indexing expression, but there "
                      "were several results.")


__all__ = ["assign", "assign_brace", "store", "COLON"]


def assign_xp(dest: Any, args: tuple, rhs: Any, xp: Any) -> Any:
    """``dest(args) = rhs`` for the subsasgn builtin: ``dest`` may be a device array of ``xp``."""
    if xp is np:
        return assign(dest, args, rhs)
    rb = rhs if hasattr(rhs, "dtype") and type(rhs) is not np.ndarray else xp.asarray(as_block(rhs))
    if rb.ndim < 2:
        rb = rb.reshape((1, -1) if rb.ndim == 1 else (1, 1))
    if rb.dtype != dest.dtype:
        dk, rk = dest.dtype.kind, rb.dtype.kind
        if dk in "fc" and rk in "fiub" or dk == "c" and rk == "c":
            rb = rb.astype(dest.dtype)
        elif dk in "iu" and rk == "f":

            rb = round_to_int(rb, dest.dtype, xp)
        else:  # mixed classes the device path does not convert: the guard runs it on the host
            raise NotImplementedError(f"device subsasgn from {rb.dtype} into {dest.dtype}")
    return store(dest, args, rb, False, xp)
