"""Largest and smallest elements: max, min (reductions with indices, or elementwise pairs)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.numeric import scalar as K
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, mshape, nd
from runmat_builtins.lib.math.reduction._core import axes_for, check_class, f64_axis, parse, scalar_out, shaped
from runmat_builtins.numeric import align, cast_to, result_class, to_numeric
from runmat_builtins.spec import ErrorSpec, Example



_F64 = np.dtype(np.float64)


def _pair(a: Any, b: Any, spec_args: tuple, fname: str, xp: Any) -> Any:
    if not spec_args and xp is np:
        # max(A, B) of float64 arrays of one rank or an array and a Python float: fmax/fmin
        # (NaN ignored) exactly as below, without the class logic
        ta = a.__class__
        tb = b.__class__
        if (ta is np.ndarray and a.dtype is _F64
                and (tb is float or (tb is np.ndarray and b.dtype is _F64 and a.ndim == b.ndim))) \
                or (ta is float and tb is np.ndarray and b.dtype is _F64):
            try:
                return scalar_out((np.fmax if fname == "max" else np.fmin)(a, b))
            except ValueError:  # incompatible sizes: MATLAB's error from the general path
                pass
    spec = parse(spec_args, fname)
    if spec.dims is not None:
        raise MException(f"MATLAB:{fname}:caseNotSupported",
                         f"{fname.upper()} with two matrices to compare and a working dimension is not supported.")
    ca, cb = check_class(a, fname), check_class(b, fname)
    cls = result_class(a, b, fname) if not (ca == "logical" and cb == "logical") else "logical"
    x, y = align(to_numeric(a, xp), to_numeric(b, xp))
    if type(x) is float and type(y) is float:
        if spec.omit is not False:  # NaN ignored: the scalar kernel
            return K.max2(x, y) if fname == "max" else K.min2(x, y)
        if x != x or y != y:
            return x if x != x else y
        return (x if x >= y else y) if fname == "max" else (x if x <= y else y)
    pick = xp.fmax if fname == "max" else xp.fmin
    if spec.omit is False:
        pick = xp.maximum if fname == "max" else xp.minimum
    if (getattr(x, "dtype", None) is not None and x.dtype.kind == "c") or type(x) is complex \
            or (getattr(y, "dtype", None) is not None and y.dtype.kind == "c") or type(y) is complex:
        xa, ya = xp.abs(xp.asarray(x)), xp.abs(xp.asarray(y))
        take_x = (xa >= ya) if fname == "max" else (xa <= ya)
        r = xp.where(take_x, x, y)
    else:
        # a Python scalar stays a (weak) scalar: max(single, 0) computes in single, no upload
        r = pick(x, y) if hasattr(x, "dtype") or hasattr(y, "dtype") else pick(xp.asarray(x), xp.asarray(y))
    r = nd(r, xp)
    if cls == "logical":
        return r != 0
    return scalar_out(cast_to(r, cls, xp) if cls != "double" else r)


def _reduce(x: Any, args: tuple, fname: str, xp: Any, nargout: int) -> Any:
    cls = check_class(x, fname)
    spec = parse(args, fname, extra=("linear",))
    linear = "linear" in spec.words
    arr = nd(x, xp)
    if arr.dtype.kind == "U":
        arr = np.asarray(arr).view(np.uint32).astype(np.float64)
        cls = "double"
    axes, whole = axes_for(arr, spec.dims)
    if spec.dims is None and tuple(arr.shape) == (0, 0):
        return (arr, arr.astype(np.float64)) if nargout > 1 else arr
    shp = tuple(arr.shape)
    if any(shp[a] == 0 for a in axes):
        oshape = list(shp)
        for a in axes:
            oshape[a] = 0 if shp[a] == 0 else 1
        # an empty vector keeps its shape along the reduced dimension (max(zeros(1,0)) is 1x0)
        e = xp.zeros(mshape(tuple(oshape)) if spec.dims != "all" else (0, 0), dtype=arr.dtype)
        return (e, e.astype(np.float64)) if nargout > 1 else e
    if not axes:
        out = arr
        idx = xp.ones(arr.shape)
        if linear:
            idx = xp.reshape(xp.arange(1, arr.size + 1, dtype=np.float64), arr.shape, order="F")
        return (out, idx) if nargout > 1 else scalar_out(out)
    # move reduced axes last (in column-major order), flatten them into one
    keep = [i for i in range(arr.ndim) if i not in axes]
    moved = xp.transpose(arr, keep + list(axes))
    kshape = tuple(arr.shape[i] for i in keep)
    n = 1
    for a in axes:
        n *= arr.shape[a]
    flat = moved.reshape(kshape + (n,), order="F") if len(axes) > 1 else moved
    key = flat
    if flat.dtype.kind == "c":
        key = xp.abs(flat)
    if key.dtype.kind == "f":
        nan = xp.isnan(key)
        if spec.omit is False:
            fill = np.inf if fname == "max" else -np.inf
            key = xp.where(nan, fill, key)
        else:
            fill = -np.inf if fname == "max" else np.inf
            key = xp.where(nan, fill, key)
        # ties with the fill value (all NaN or all +-Inf): keep the first element
    pos = xp.argmax(key, axis=-1) if fname == "max" else xp.argmin(key, axis=-1)
    val = xp.take_along_axis(flat, pos[..., None], axis=-1)[..., 0]
    if key.dtype.kind == "f" and spec.omit is not False:
        # a slice whose maximum key is the fill value may be all NaN: then NaN, index 1
        allnan = xp.all(xp.isnan(flat if flat.dtype.kind != "c" else xp.abs(flat)), axis=-1)
        pos = xp.where(allnan, 0, pos)
        val = xp.where(allnan, xp.asarray(np.nan, dtype=flat.dtype), val)
    oshape = [1] * arr.ndim
    for i, k in enumerate(keep):
        oshape[k] = arr.shape[k]
    val = shaped(val.reshape(tuple(oshape), order="F"), whole)
    if cls == "logical":
        val = val.astype(bool)
    if nargout <= 1:
        return scalar_out(val)
    if linear:
        sub = _linear_index(arr.shape, keep, axes, pos, xp)
        idx = sub.reshape(tuple(oshape), order="F").astype(np.float64)
    else:
        idx = (pos + 1).astype(np.float64).reshape(tuple(oshape), order="F")
    return scalar_out(val), scalar_out(shaped(idx, whole))


def _linear_index(shape: tuple[int, ...], keep: list[int], axes: tuple[int, ...], pos: Any, xp: Any) -> Any:
    kshape = tuple(shape[i] for i in keep)
    rshape = tuple(shape[a] for a in axes)
    kgrid = xp.indices(kshape) if kshape else []
    rsub = xp.unravel_index(pos, rshape, order="F") if rshape else ()
    full = [None] * len(shape)
    for i, k in enumerate(keep):
        full[k] = kgrid[i]
    for i, a in enumerate(axes):
        full[a] = rsub[i]
    return xp.ravel_multi_index(tuple(full), shape, order="F") + 1


def _minmax(a: Any, args: tuple, fname: str, xp: Any, nargout: int) -> Any:
    # The second argument is data B (a char too: max('a', 'b') is 98) unless it is the []
    # placeholder before a dim or flag; max(A, []) alone compares with an empty B (min(3, []) is []).
    if args and not isinstance(args[0], str) and not (
            is_empty_arg(args[0]) and (len(args) > 1 or nargout > 1)):
        if nargout > 1:
            raise MException(f"MATLAB:{fname}:TwoInTwoOutCaseNotSupported",
                           f"{fname.upper()} with two matrices to compare and two output arguments is not supported.")
        return _pair(a, args[0], args[1:], fname, xp)
    if args and is_empty_arg(args[0]):
        args = args[1:]
    elif args:
        raise MException(f"RunMat:{fname}:invalidOption",
                         f"Options for {fname} must follow an empty placeholder: {fname}(A, [], ...).")
    t = type(a)
    if t is float and not args:
        return (a, 1.0) if nargout > 1 else a
    if nargout <= 1:
        axis = f64_axis(a, args)
        if axis >= 0:  # max(X) / max(X, [], dim) of a float64 matrix
            m = (np.maximum if fname == "max" else np.minimum).reduce(a, axis=axis, keepdims=True)
            # Without NaN (it propagates into m) and without zeros (+0 and -0 compare equal, the
            # general path returns the first of them) m is exactly the general path's result.
            if m.size == 1:
                v = m.item()
                if v == v and v != 0.0:
                    return v
            elif m.all() and not np.isnan(m).any():
                return m
    return _reduce(a, args, fname, xp, nargout)


_SIGS = ["M = {0}(A)", "M = {0}(A, [], dim)", "M = {0}(A, [], 'all')", "M = {0}(A, [], vecdim)",
         "M = {0}(A, [], dim, nanflag)", "[M, I] = {0}(A)", "[M, I] = {0}(A, [], dim)",
         "[M, I] = {0}(A, [], 'all', 'linear')", "C = {0}(A, B)", "C = {0}(A, B, nanflag)"]
_ERRS = [ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="A and B have incompatible sizes"),
         ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger", when="dim is not a positive integer")]
_ACCEL = {"kind": "reduction", "data": [0, 1], "precisions": ["double", "single", "int", "logical", "complex"]}


@runtime_builtin(
    scalar=K.max2,
    summary="Largest elements along a dimension (with their indices), or the larger of two arrays.",
    description="NaN is ignored unless 'includenan'; an all-NaN slice gives NaN. [M, I] = max(A) "
                "returns the index of the first maximum. max(A, B) compares elementwise with "
                "implicit expansion and MATLAB's class rules.",
    keywords=["maximum", "largest", "argmax", "reduce"],
    related=["min", "sort", "cummax"],
    signatures=[s.format("max") for s in _SIGS],
    errors=_ERRS,
    examples=[Example(code="m = max([3 7 2])", output="m =\n\n     7\n\n"),
              Example(code="[m, i] = max([1 5; 7 2])", output="m =\n\n     7     5\n\ni =\n\n     2     1\n\n"),
              Example(code="c = max([1 5 3], 4)", output="c =\n\n     4     5     4\n\n")],
    accel={**_ACCEL, "template": "fmax({0}, {1})", "reduce": "max"},
)
def max(a: Any, *args: Any, xp: Any, nargout: int) -> Any:  # noqa: A001
    return _minmax(a, args, "max", xp, nargout)


@runtime_builtin(
    scalar=K.min2,
    summary="Smallest elements along a dimension (with their indices), or the smaller of two arrays.",
    description="NaN is ignored unless 'includenan'; an all-NaN slice gives NaN. [M, I] = min(A) "
                "returns the index of the first minimum. min(A, B) compares elementwise with "
                "implicit expansion and MATLAB's class rules.",
    keywords=["minimum", "smallest", "argmin", "reduce"],
    related=["max", "sort", "cummin"],
    signatures=[s.format("min") for s in _SIGS],
    errors=_ERRS,
    examples=[Example(code="m = min([3 7 2])", output="m =\n\n     2\n\n"),
              Example(code="[m, i] = min([4 NaN 1 1])", output="m =\n\n     1\n\ni =\n\n     3\n\n")],
    accel={**_ACCEL, "template": "fmin({0}, {1})", "reduce": "min"},
)
def min(a: Any, *args: Any, xp: Any, nargout: int) -> Any:  # noqa: A001
    return _minmax(a, args, "min", xp, nargout)

