"""Builtins on tall arrays: the route the guard takes for every builtin call with a tall argument.

``overload`` (``TallArray.__matlab_function__``, runmat_accel.overloads) answers a call before the builtin's body
runs. Elementwise builtins (the catalog's ``kind="elementwise"``) run the builtin itself on each
chunk of rows, so a tall result equals the in-memory one by construction; reductions run the
builtin on each chunk and combine the partial results (sum of sums, max of maxes, counts and
moments for mean/var/std); size queries answer tall arrays, as MATLAB's do. A builtin with no
tall implementation is MATLAB's ``Undefined function 'f' for input arguments of type 'tall'``.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import numpy as np

from runmat_builtins.catalog import catalog
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.concatenation.cat import cat_dim
from runmat_builtins.lib.parallel.tall import _errors as E
from runmat_builtins.lib.parallel.tall._dask import compute, dask_array
from runmat_builtins.lib.parallel.tall._value import ONE_ROW, TallArray, _class_name
from runmat_builtins.values import char_row, class_of, is_char, is_string, shape_of, to_str

NUMERIC_CLASSES = frozenset({"double", "single", "logical", "int8", "int16", "int32", "int64",
                      "uint8", "uint16", "uint32", "uint64"})
# builtins whose own body handles a tall argument as an opaque value
_BODY = frozenset({"class", "isa", "disp", "display", "istall", "tall", "iscell", "ischar", "isstruct",
                   "isstring", "istable", "isStringScalar", "iscellstr", "isfield", "isobject", "issparse",
                   "isgpuarray", "isnumeric", "islogical", "isfloat", "isinteger"})


def overload(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    impl = _IMPLS.get(name)
    if impl is not None:
        return impl(args, nargout)
    if name in _BODY:
        return NotImplemented
    if nargout <= 1 and _kind(name) == "elementwise":
        return elementwise(name, args)
    raise E.undefined(name)


def _kind(name: str) -> str | None:
    try:
        return catalog().info(name).kind
    except Exception:  # a name the catalog cannot describe: not elementwise
        return None


# ---------------------------------------------------------------------------- helpers
def tall_of(value: np.ndarray, rows: Any) -> TallArray:
    """A tall array whose values are known (``tall(X)``, a known size)."""
    return TallArray(value=value, rows=rows)


def _text(v: Any) -> str | None:
    if is_char(v) or (is_string(v) and np.size(v) == 1):
        return to_str(v)
    return None


def _as_2d(out: Any, dtype: Any = None) -> np.ndarray:
    a = np.asarray(out) if dtype is None else np.asarray(out, dtype=dtype)
    if a.ndim < 2:
        a = a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)
    return a


def _row_key(talls: list[TallArray]) -> Any:
    """The rows the talls share (ONE_ROW when all have height 1); MATLAB's error when they differ."""
    key = ONE_ROW
    for t in talls:
        if t.rows == ONE_ROW:
            continue
        if key == ONE_ROW:
            key = t.rows
        elif t.rows != key:
            raise E.incompatible()
    return key


def _check_broadcast(args: tuple) -> None:
    """In-memory operands of a tall operation must have height 1 (MATLAB's rule)."""
    widths = set()
    for a in args:
        if a.__class__ is TallArray:
            widths.add(a.shape[1])
        elif a.__class__ is not float and a.__class__ is not bool and _text(a) is None:
            r, c = shape_of(a)[:2]
            if r != 1:
                raise E.incompatible()
            widths.add(c)
    widths.discard(1)
    if len(widths) > 1:
        raise MException(E.SIZE_MISMATCH, E.SIZE_MISMATCH_MSG)


def _sample(a: Any) -> Any:
    return np.ones((1, 1), dtype=a.dtype) if a.__class__ is TallArray else a


def _block_call(name: str, layout: tuple, *blocks: Any) -> np.ndarray:
    """One chunk of an elementwise call: the builtin on the chunks and the in-memory operands."""
    it = iter(blocks)
    argv = [next(it) if slot is None else slot[0] for slot in layout]
    return _as_2d(call_builtin(name, *argv))


def _single_column_chunk(x: Any) -> Any:
    return x.rechunk({1: -1}) if x.numblocks[1] > 1 else x


def elementwise(name: str, args: tuple) -> TallArray:
    """An elementwise builtin over tall operands (and in-memory ones of height 1)."""
    talls = [a for a in args if a.__class__ is TallArray]
    key = _row_key(talls)
    _check_broadcast(args)
    with np.errstate(all="ignore"):  # the samples are ones: a warning here is not the user's
        dtype = _as_2d(call_builtin(name, *(_sample(a) for a in args))).dtype
    da = dask_array()
    layout = tuple(None if a.__class__ is TallArray else (a,) for a in args)
    pairs = []
    for t in talls:
        pairs += [_single_column_chunk(t.data), "ij"]
    out = da.blockwise(partial(_block_call, name, layout), "ij", *pairs, dtype=dtype,
                       meta=np.empty((0, 0), dtype=dtype))
    return TallArray(data=out, rows=key)


# ---------------------------------------------------------------------------- reductions
def _split_reduce_args(name: str, args: tuple) -> tuple[TallArray, list, Any, list]:
    """(x, leading extra arguments, dim or 'all' or None, flags) of a reduction call."""
    x, rest = args[0], list(args[1:])
    for a in rest:
        if a.__class__ is TallArray:
            raise E.undefined(name)
    lead: list = []
    if name in ("max", "min"):
        lead = [rest.pop(0)] if rest else [np.zeros((0, 0))]
    elif name in ("std", "var"):
        lead = [rest.pop(0)] if rest else [0.0]
    dim: Any = None
    flags = []
    for a in rest:
        t = _text(a)
        if t is not None and t.lower() == "all" and dim is None:
            dim = "all"
        elif t is not None:
            flags.append(a)
        elif dim is None:
            dim = a
        else:
            flags.append(a)
    return x, lead, dim, flags


def _default_dim(x: TallArray) -> int:
    r, c = x.shape
    return 2 if r == 1 and c != 1 else 1


def reduction(name: str, args: tuple, nargout: int) -> Any:
    if name in ("max", "min") and len(args) >= 2 and not (
            args[1].__class__ is np.ndarray and args[1].size == 0):
        return elementwise(name, args[:2]) if len(args) == 2 else _two_arg_minmax(name, args)
    x, lead, dim, flags = _split_reduce_args(name, args)
    if x.__class__ is not TallArray:
        raise E.undefined(name)
    if (dim is not None and dim != "all") or (name in ("std", "var") and len(args) > 1):
        # a bad dimension or weight fails as the builtin fails in memory: run it on a 2-row sample
        with np.errstate(all="ignore"):
            call_builtin(name, np.ones((2, x.shape[1]), dtype=x.dtype), *lead,
                         *(() if dim is None else (dim,)), *flags, nargout=max(1, nargout))
    if nargout > 1:
        if name not in ("max", "min") or dim == "all":
            raise E.undefined(name)
        d = _default_dim(x) if dim is None else int(np.asarray(dim, dtype=float).reshape(-1)[0])
        if d == 1:
            return _reduce_rows(name, x, lead, flags), _index_rows(name, x, flags)
        data = _single_column_chunk(x.data)
        return tuple(TallArray(data=data.map_blocks(partial(_rows_call_k, name, float(d), tuple(flags), k),
                                                    chunks=(data.chunks[0], (1 if d == 2 else x.shape[1],)),
                                                    dtype=x.dtype if k == 0 else np.float64), rows=x.rows)
                     for k in (0, 1))
    if dim == "all":
        return _reduce_rows(name, _column(x), lead, flags)
    d = _default_dim(x) if dim is None else int(np.asarray(dim, dtype=float).reshape(-1)[0])
    if d == 1:
        return _reduce_rows(name, x, lead, flags)
    return _reduce_within_rows(name, x, lead, d, flags)


def _two_arg_minmax(name: str, args: tuple) -> Any:
    flags = [a for a in args[2:] if _text(a) is not None]
    if len(flags) != len(args) - 2:
        raise E.undefined(name)
    return elementwise(name, args)


def _column(x: TallArray) -> TallArray:
    """x(:) as far as an order-free reduction sees it: every element in one column."""
    data = _single_column_chunk(x.data)
    chunks = (tuple(r * x.shape[1] for r in data.chunks[0]), (1,))
    out = data.map_blocks(_as_column, chunks=chunks, dtype=x.dtype)
    return TallArray(data=out, rows=("column", x.rows))


def _as_column(b: np.ndarray) -> np.ndarray:
    return b.reshape(-1, 1, order="F")


def _reduce_within_rows(name: str, x: TallArray, lead: list, d: int, flags: list) -> TallArray:
    data = _single_column_chunk(x.data)
    sample = np.ones((1, x.shape[1]), dtype=x.dtype)
    probe = _as_2d(call_builtin(name, sample, *lead, float(d), *flags))
    fn = partial(_rows_call, name, tuple(lead), float(d), tuple(flags))
    out = data.map_blocks(fn, chunks=(data.chunks[0], (probe.shape[1],)), dtype=probe.dtype,
                          meta=np.empty((0, 0), dtype=probe.dtype))
    return TallArray(data=out, rows=x.rows)


def _rows_call(name: str, lead: tuple, d: float, flags: tuple, b: np.ndarray) -> np.ndarray:
    return _as_2d(call_builtin(name, b, *lead, d, *flags))


def _rows_call_k(name: str, d: float, flags: tuple, k: int, b: np.ndarray) -> np.ndarray:
    return _as_2d(call_builtin(name, b, np.zeros((0, 0)), d, *flags, nargout=2)[k])


def _index_rows(name: str, x: TallArray, flags: list) -> TallArray:
    """The second output of [m, i] = max(t) (min): per chunk the builtin's own answer and the
    chunk's height, merged in chunk order into row numbers of the whole array."""
    da = dask_array()
    data = _single_column_chunk(x.data)
    out = da.reduction(data, partial(_arg_partial, name, tuple(flags)), partial(_arg_final, name, tuple(flags)),
                       combine=partial(_arg_merge, name, tuple(flags)), axis=0, keepdims=True, dtype=np.float64,
                       concatenate=False, meta=np.empty((0, 0), dtype=np.float64))
    return TallArray(data=out, rows=ONE_ROW)


def _arg_partial(name: str, flags: tuple, b: np.ndarray, axis: Any, keepdims: bool) -> Any:
    if b.shape[1] == 0:  # dask's probe of the result type (a 0x0 array), never a chunk of a tall array
        return b
    if b.shape[0] == 0:
        return {"n": 0}
    v, i = call_builtin(name, b, np.zeros((0, 0)), 1.0, *flags, nargout=2)
    return {"v": _as_2d(v), "i": _as_2d(i, np.float64), "n": b.shape[0]}


def _flat(parts: Any) -> list:
    if isinstance(parts, dict):
        return [parts]
    return [p for q in parts for p in _flat(q)]


def _arg_merge(name: str, flags: tuple, parts: Any, axis: Any = None, keepdims: bool = True) -> dict:
    """Partials in chunk order -> one: the builtin picks the winning chunk of each column (its
    own rules for ties and NaN), whose local row number moves by the rows before it."""
    parts = _flat(parts)
    total = sum(p["n"] for p in parts)
    parts = [p for p in parts if p["n"]]
    if not parts:
        return {"n": 0}
    offsets = np.cumsum([0] + [p["n"] for p in parts[:-1]])
    values = np.vstack([p["v"] for p in parts])
    v, which = call_builtin(name, values, np.zeros((0, 0)), 1.0, *flags, nargout=2)
    w = (_as_2d(which, np.float64).reshape(-1) - 1).astype(np.intp)
    cols = np.arange(values.shape[1])
    local = np.vstack([p["i"] for p in parts])[w, cols]
    return {"v": _as_2d(v), "i": (offsets[w] + local).reshape(1, -1), "n": total}


def _arg_final(name: str, flags: tuple, parts: Any, axis: Any, keepdims: bool) -> np.ndarray:
    merged = _arg_merge(name, flags, parts)
    if not merged["n"]:
        return np.zeros((0, 0))
    return merged["i"]


# the builtin that combines the partial results of each chunk (a chunk's sum, max, ...)
_COMBINE = {"sum": "sum", "prod": "prod", "max": "max", "min": "min", "any": "any", "all": "all"}


def _reduce_rows(name: str, x: TallArray, lead: list, flags: list) -> TallArray:
    """A reduction along the tall dimension: per chunk, then the partials combined."""
    da = dask_array()
    data = _single_column_chunk(x.data)
    n = x.shape[1]
    if name in _COMBINE:
        chunk = partial(_partial, name, tuple(lead), tuple(flags))
        merge = agg = partial(_combine, name, tuple(lead), tuple(flags))
        probe = _as_2d(call_builtin(name, np.ones((1, n), dtype=x.dtype), *lead, 1.0, *flags))
        dtype = probe.dtype
    elif name == "nnz":
        chunk, merge, agg, dtype = _nnz_partial, _sum_partials, _sum_partials, np.dtype(np.float64)
        n = 1
    elif name == "mean":
        chunk, merge, agg = partial(_mean_partial, _omitnan(flags)), _mean_merge, _mean_final
        dtype = np.dtype(np.float32 if x.dtype == np.float32 else
                         np.complex128 if x.dtype.kind == "c" else np.float64)
    elif name in ("var", "std"):
        w = float(np.asarray(lead[0], dtype=float).reshape(-1)[0]) if np.size(lead[0]) else 0.0
        chunk, merge = partial(_moments_partial, _omitnan(flags)), _moments_merge
        agg = partial(_moments_final, w, name == "std")
        dtype = np.dtype(np.float32 if x.dtype == np.float32 else np.float64)
    else:
        raise E.undefined(name)
    out = da.reduction(data, chunk, agg, combine=merge, axis=0, keepdims=True, dtype=dtype,
                       concatenate=True, meta=np.empty((0, 0), dtype=dtype))
    if out.shape[1] != n and name != "nnz":
        out = out[:, :n]
    return TallArray(data=_cast(out, dtype), rows=ONE_ROW)


def _cast(out: Any, dtype: np.dtype) -> Any:
    return out if out.dtype == dtype else out.astype(dtype)


def _omitnan(flags: list) -> bool:
    return any((_text(f) or "").lower() == "omitnan" for f in flags)


def _partial(name: str, lead: tuple, flags: tuple, b: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    if b.shape[0] == 0:  # an empty chunk (after a mask) adds nothing
        return b[:0]
    return _as_2d(call_builtin(name, b, *lead, 1.0, *flags))


def _combine(name: str, lead: tuple, flags: tuple, p: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    return _as_2d(call_builtin(_COMBINE[name], p, *lead, 1.0, *flags))


def _nnz_partial(b: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    return np.array([[float(np.count_nonzero(b))]])


def _sum_partials(p: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    return p.sum(axis=0, keepdims=True)


def _mean_partial(omit: bool, b: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    """[sum; count] of each column of a chunk (NaNs left out with 'omitnan')."""
    v = b.astype(np.complex128 if b.dtype.kind == "c" else np.float64)
    if omit:
        keep = ~np.isnan(v)
        return np.vstack([np.where(keep, v, 0).sum(axis=0), keep.sum(axis=0)])
    return np.vstack([v.sum(axis=0), np.full(v.shape[1], v.shape[0])])


def _mean_merge(p: np.ndarray, axis: Any = None, keepdims: bool = True) -> np.ndarray:
    return np.vstack([p[0::2].sum(axis=0), p[1::2].sum(axis=0)])


def _mean_final(p: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    s, c = _mean_merge(p)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (s / c.real).reshape(1, -1)


def _moments_partial(omit: bool, b: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    """[count; mean; sum of squared deviations] of each column of a chunk."""
    v = b.astype(np.float64)
    if omit:
        keep = ~np.isnan(v)
        c = keep.sum(axis=0).astype(np.float64)
        with np.errstate(invalid="ignore", divide="ignore"):
            m = np.where(keep, v, 0).sum(axis=0) / c
        m2 = np.where(keep, (v - m) ** 2, 0).sum(axis=0)
        m = np.where(c > 0, m, 0.0)
    else:
        c = np.full(v.shape[1], float(v.shape[0]))
        m = v.mean(axis=0) if v.shape[0] else np.zeros(v.shape[1])
        m2 = ((v - m) ** 2).sum(axis=0)
    return np.vstack([c, m, m2])


def _moments_merge(p: np.ndarray, axis: Any = None, keepdims: bool = True) -> np.ndarray:
    """Chan et al.'s pairwise merge of the chunks' [count; mean; M2] rows into one."""
    c, m, m2 = p[0], p[1], p[2]
    for k in range(1, p.shape[0] // 3):
        cb, mb, m2b = p[3 * k], p[3 * k + 1], p[3 * k + 2]
        n = c + cb
        with np.errstate(invalid="ignore", divide="ignore"):
            delta = mb - m
            frac = np.where(n > 0, cb / n, 0.0)
            m2 = m2 + m2b + delta ** 2 * c * frac
            m = m + delta * frac
        c = n
    return np.vstack([c, m, m2])


def _moments_final(w: float, root: bool, p: np.ndarray, axis: Any, keepdims: bool) -> np.ndarray:
    """var (or std) with weight w from the merged moments."""
    c, _, m2 = _moments_merge(p)
    with np.errstate(invalid="ignore", divide="ignore"):
        if w == 1:
            v = m2 / c
        else:
            v = np.where(c == 1, 0.0, m2 / (c - 1))
        v = np.where(c == 0, np.nan, v)
    v = v.reshape(1, -1)
    return np.sqrt(v) if root else v


# ---------------------------------------------------------------------------- size queries
def _height(x: TallArray) -> TallArray:
    """size(x, 1) as a tall scalar (known when the height is)."""
    if x.known_rows:
        return tall_of(np.array([[float(x.shape[0])]]), ONE_ROW)
    data = x.data[:, :1]
    counts = data.map_blocks(lambda b: np.full((1, 1), float(b.shape[0])),
                             chunks=((1,) * data.numblocks[0], (1,)), dtype=np.float64)
    return TallArray(data=counts.sum(axis=0, keepdims=True), rows=ONE_ROW)


def _known(v: float) -> TallArray:
    return tall_of(np.array([[float(v)]]), ONE_ROW)


def _size(args: tuple, nargout: int) -> Any:
    x = args[0]
    if x.__class__ is not TallArray or any(a.__class__ is TallArray for a in args[1:]):
        raise MException("MATLAB:getdimarg:dimensionMustBePositiveInteger",
                         "Dimension argument must be a positive integer scalar or a vector of positive integers.")
    parts = {1: lambda: _height(x), 2: lambda: _known(x.shape[1])}
    if len(args) > 1:
        dims = [int(d) for a in args[1:] for d in np.asarray(a, dtype=float).reshape(-1)]
        outs = [parts.get(d, lambda: _known(1))() for d in dims]
    elif nargout <= 1:
        outs = [_height(x), _known(x.shape[1])]
    else:
        outs = [_height(x), _known(x.shape[1])] + [_known(1) for _ in range(nargout - 2)]
        return tuple(outs[:nargout])
    if nargout > 1:
        return tuple(outs[:nargout])
    return outs[0] if len(outs) == 1 else horzcat(outs, 1)


def _of_height(x: TallArray, fn: Any, dtype: Any) -> TallArray:
    """fn(height, width) as a tall scalar of ``dtype``."""
    h = _height(x)
    if h.value is not None:
        return tall_of(np.array([[fn(h.value[0, 0], x.shape[1])]], dtype=dtype), ONE_ROW)
    c = x.shape[1]
    out = h.data.map_blocks(lambda b: np.array([[fn(b[0, 0], c)]], dtype=dtype), dtype=dtype)
    return TallArray(data=out, rows=ONE_ROW)


def _length(r: float, c: float) -> float:
    return 0.0 if r == 0 or c == 0 else float(max(r, c))


_QUERIES = {
    "numel": (lambda r, c: float(r * c), np.float64),
    "height": (lambda r, c: float(r), np.float64),
    "length": (_length, np.float64),
    "isempty": (lambda r, c: bool(r * c == 0), np.bool_),
    "isscalar": (lambda r, c: bool(r == 1 and c == 1), np.bool_),
    "isvector": (lambda r, c: bool(r == 1 or c == 1), np.bool_),
    "isrow": (lambda r, c: bool(r == 1), np.bool_),
}


def _query(name: str) -> Any:
    fn, dtype = _QUERIES[name]

    def run(args: tuple, nargout: int) -> TallArray:
        return _of_height(args[0], fn, dtype)

    return run


# ---------------------------------------------------------------------------- concatenation, gather
def horzcat(parts: list, _axis: int = 1) -> Any:
    """[a, b, ...] of tall arrays with the same rows (MATLAB: in-memory parts cannot join them)."""
    parts = [p for p in parts if not (p.__class__ is np.ndarray and p.size == 0)]
    if any(p.__class__ is not TallArray for p in parts):
        raise E.incompatible()
    key = _row_key(parts)
    if len(parts) == 1:
        return parts[0]
    if all(p.value is not None for p in parts):
        return tall_of(call_builtin("horzcat", *(p.value for p in parts)), key)
    dtype = _as_2d(call_builtin("horzcat", *(np.ones((1, 1), dtype=p.dtype) for p in parts))).dtype
    arrs = [_single_column_chunk(p.data) for p in parts]
    rows = arrs[0].chunks[0]
    if any(a.chunks[0] != rows for a in arrs) and all(r == r for r in rows):
        arrs = [a.rechunk({0: rows}) for a in arrs]
    width = sum(p.shape[1] for p in parts)
    out = _zip_blocks(_hstack, arrs, (rows, (width,)), dtype)
    return TallArray(data=out, rows=key)


def _zip_blocks(fn: Any, arrs: list, chunks: tuple, dtype: Any) -> Any:
    """fn on the k-th chunk of every array in turn (arrays of the same rows: chunks line up)."""
    da = dask_array()
    pairs = []
    for a in arrs:
        pairs += [a, "ij"]
    return da.blockwise(fn, "ij", *pairs, dtype=dtype, align_arrays=False, concatenate=True,
                        adjust_chunks={"j": chunks[1][0]}, meta=np.empty((0, 0), dtype=dtype))


def _hstack(*blocks: np.ndarray) -> np.ndarray:
    return _as_2d(call_builtin("horzcat", *blocks))


def vertcat(parts: list) -> Any:
    parts = [p for p in parts if not (p.__class__ is np.ndarray and p.size == 0)]
    if any(p.__class__ is not TallArray and class_of(p) not in NUMERIC_CLASSES for p in parts):
        raise MException("MATLAB:bigdata:array:VertcatUnsupportedChar" if any(is_char(p) for p in parts)
                         else E.UNSUPPORTED_TYPE, "Vertical concatenation of tall arrays supports numeric and "
                         "logical arrays.")
    # in-memory parts join the rows where they stand, as MATLAB merges them into a neighbour
    parts = [p if p.__class__ is TallArray else tall_of(_as_2d(p), None) for p in parts]
    if len(parts) == 1:
        return parts[0]
    widths = {p.shape[1] for p in parts}
    if len(widths) > 1:
        raise MException("MATLAB:catenate:dimensionMismatch", "Dimensions of arrays being concatenated are "
                         "not consistent.")
    da = dask_array()
    dtype = _as_2d(call_builtin("vertcat", *(np.ones((1, 1), dtype=p.dtype) for p in parts))).dtype
    out = da.concatenate([_cast(_single_column_chunk(p.data), dtype) for p in parts], axis=0)
    return TallArray(data=out, rows=("vertcat", tuple(p.rows for p in parts), out.name))


def _cat(args: tuple, nargout: int) -> Any:
    d = args[0]
    if d.__class__ is TallArray:
        raise E.undefined("cat")
    dim = cat_dim(d) + 1
    if dim == 1:
        return vertcat(list(args[1:]))
    if dim == 2:
        return horzcat(list(args[1:]))
    raise E.undefined("cat")


def gather_values(args: tuple) -> tuple:
    """The in-memory values of ``args``: tall ones computed together in one pass."""
    lazy = [a.data for a in args if a.__class__ is TallArray and a.value is None]
    done = iter(compute(lazy))
    out = []
    for a in args:
        if a.__class__ is TallArray:
            v = a.value if a.value is not None else next(done)
            out.append(canonical(v))
        else:
            out.append(call_builtin("gather", a))
    return tuple(out)


def canonical(v: Any) -> Any:
    """A gathered array as the runtime holds values: a double or logical scalar as a Python one."""
    a = _as_2d(v)
    if a.shape == (1, 1):
        if a.dtype == np.float64:
            return float(a[0, 0])
        if a.dtype == np.bool_:
            return bool(a[0, 0])
    return a


def _gather(args: tuple, nargout: int) -> Any:
    outs = gather_values(args)
    if nargout > 1:
        return outs[:nargout]
    return outs[0] if outs else None


def _underlying(args: tuple, nargout: int) -> Any:
    return char_row(_class_name(args[0].dtype))


def _head_tail(which: str) -> Any:
    def run(args: tuple, nargout: int) -> TallArray:
        from runmat_builtins.lib.parallel.tall._index import head_rows  # cycle: parallel.tall._index imports this module

        return head_rows(args[0], args[1] if len(args) > 1 else 8.0, which)

    return run


def _subsref(args: tuple, nargout: int) -> Any:
    from runmat_builtins.lib.parallel.tall._index import subsref  # cycle: parallel.tall._index imports this module

    if args[0].__class__ is not TallArray:
        raise MException(E.SUBSINDEX, "Tall arrays cannot index in-memory arrays.")
    return subsref(args[0], tuple(args[1:]))


def _ordered(name: str) -> Any:
    """sort and the cumulative scans (``_order``: they need the rows in order)."""
    def run(args: tuple, nargout: int) -> Any:
        from runmat_builtins.lib.parallel.tall._order import IMPLS  # cycle: parallel.tall._order imports this module

        return IMPLS[name](args, nargout)

    return run


def _matrix_op(elementwise_name: str, name: str) -> Any:
    """mtimes/mrdivide/mldivide with a scalar operand are elementwise (times/rdivide/ldivide)."""
    def run(args: tuple, nargout: int) -> Any:
        if len(args) == 2 and any(a.__class__ is not TallArray and np.size(a) == 1 for a in args):
            return elementwise(elementwise_name, args)
        raise E.undefined(name)

    return run


_IMPLS: dict[str, Any] = {
    "gather": _gather,
    "size": _size,
    "ndims": lambda args, nargout: _known(2),
    "width": lambda args, nargout: _known(args[0].shape[1]),
    "iscolumn": lambda args, nargout: tall_of(np.array([[args[0].shape[1] == 1]]), ONE_ROW),
    "ismatrix": lambda args, nargout: tall_of(np.array([[True]]), ONE_ROW),
    "underlyingType": _underlying,
    "classUnderlying": _underlying,
    "horzcat": lambda args, nargout: horzcat(list(args)),
    "vertcat": lambda args, nargout: vertcat(list(args)),
    "cat": _cat,
    "head": _head_tail("head"),
    "tail": _head_tail("tail"),
    "subsref": _subsref,
    "mtimes": _matrix_op("times", "mtimes"),
    "mrdivide": _matrix_op("rdivide", "mrdivide"),
    "mldivide": _matrix_op("ldivide", "mldivide"),
    **{q: _query(q) for q in _QUERIES},
    **{o: _ordered(o) for o in ("sort", "cumsum", "cumprod", "cummax", "cummin")},
    **{r: (lambda r: lambda args, nargout: reduction(r, args, nargout))(r)
       for r in ("sum", "prod", "max", "min", "any", "all", "mean", "nnz", "var", "std")},
}
