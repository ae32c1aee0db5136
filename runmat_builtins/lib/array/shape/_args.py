"""Argument helpers shared by the array/math builtins: option words, dims, sizes, N-D views.

Kept in one place so every builtin reads DIM, 'all', vecdim and size arguments the same way.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.limits import MAX_DIMS, max_possible_error, too_many_dimensions
from runmat_builtins.numeric.convert import to_numeric
from runmat_builtins.values import FunctionHandle, STRING_DTYPE, StructArray, class_of

DIM_ID = "MATLAB:getdimarg:dimensionMustBePositiveInteger"
DIM_MSG = "Dimension argument must be a positive integer scalar within indexing range."


def option(v: Any) -> str | None:
    """Lower-cased text of a char row / string scalar argument, else None."""
    t = type(v)
    if t is str:
        return v.lower()
    if t is np.ndarray:
        k = v.dtype.kind
        if k == "U" and v.ndim == 2 and v.shape[0] <= 1:
            return "".join(v.ravel()).lower()
        if v.dtype == STRING_DTYPE and v.size == 1:
            s = v.flat[0]
            return "" if s is None else str(s).lower()
    return None


def is_text(v: Any) -> bool:
    return option(v) is not None


def values(v: Any) -> list[float]:
    """Elements (column-major) of a numeric scalar/array argument as Python numbers."""
    t = type(v)
    if t is float or t is int or t is bool:
        return [float(v)]
    if t is GpuArray:  # MATLAB takes a gpuArray wherever numbers go: gathered
        v = download(v)
    if hasattr(v, "tolist") and hasattr(v, "ravel"):
        kind = v.dtype.kind
        if kind in "OT":
            raise errors.invalid_type(errors.NUMERIC_TYPES, class_of(v))
        if kind == "c":
            v = v.real
        out = v.ravel(order="F").tolist()
        if kind == "U":
            return [float(ord(c)) for c in out]
        return out
    if t is complex:
        return [v.real]
    raise errors.invalid_type(errors.NUMERIC_TYPES, class_of(v))


def scalar_value(v: Any) -> float:
    """A numeric scalar argument (a tolerance, an order, a count) as a Python number:
    validateattributes' errors for another class or for an empty or non-scalar value."""
    vals = values(v)
    if len(vals) != 1:
        raise MException("MATLAB:expectedScalar", "Expected input to be a scalar.")
    return vals[0]


def count_value(v: Any) -> int:
    """A nonnegative integer scalar argument (a count, a length, a precision) as an int:
    validateattributes' errors for NaN, Inf, fractions and negatives."""
    x = scalar_value(v)
    if not is_int_value(x):
        raise MException("MATLAB:expectedInteger", "Expected input to be integer-valued.")
    if x < 0:
        raise MException("MATLAB:expectedNonnegative", "Expected input to be nonnegative.")
    return int(x)


def is_int_value(x: Any) -> bool:
    """A real, finite, integer-valued number (False for NaN, Inf and complex: no int() error)."""
    try:
        return math.isfinite(x) and x == math.floor(x)
    except TypeError:
        return False


def char_code(x: Any) -> str:
    """The character of a numeric code (MATLAB's char of a number; NaN and codes outside
    Unicode give char 0), truncating like char() does."""
    if not is_int_value(math.trunc(x) if isinstance(x, float) and math.isfinite(x) else x):
        return "\x00"
    c = int(x)
    return chr(c) if 0 <= c < 0x110000 and not 0xD800 <= c < 0xE000 else "\x00"


def array_arg(x: Any, xp: Any = np) -> Any:
    """``nd(x)`` for an argument that must be an array (numeric, logical, char, string, cell):
    MATLAB's invalidType error for a struct, a function handle or an object."""
    if getattr(x, "ndim", None) is not None and getattr(x, "dtype", None) is None:
        raise errors.invalid_type(errors.NUMERIC_TYPES, class_of(x))
    return nd(x, xp)


def doubles(x: Any, xp: Any = np) -> Any:
    """A numeric argument as a double array of at least 2 dims (char as its codes, logical and
    integers converted; complex stays complex); MATLAB's error for struct, cell and handles."""
    if xp is np and type(x) is GpuArray:  # a host argument given as a gpuArray: gathered
        x = download(x)
    a = nd(to_numeric(x, xp), xp)
    return a if a.dtype.kind == "c" else a.astype(np.float64, copy=False)


def is_empty_arg(v: Any) -> bool:
    """``[]`` placeholder (any empty numeric array, on the host or, uploaded by the guard, a device)."""
    dt = getattr(v, "dtype", None)
    return dt is not None and getattr(v, "ndim", 0) >= 1 and v.size == 0 and dt.kind != "U"


def dim_arg(v: Any) -> int:
    """A 1-based positive integer dimension argument, returned 0-based."""
    try:
        vals = values(v)
    except TypeError:
        raise MException(DIM_ID, DIM_MSG) from None
    if len(vals) != 1:
        raise MException(DIM_ID, DIM_MSG)
    d = vals[0]
    if not (1 <= d < 2**31 and d == math.floor(d)):
        raise MException(DIM_ID, DIM_MSG)
    return int(d) - 1


def vecdim_arg(v: Any) -> tuple[int, ...]:
    """A DIM or vecdim argument (positive integers, no repeats), 0-based."""
    try:
        vals = values(v)
    except TypeError:
        raise MException(DIM_ID, DIM_MSG) from None
    if not vals:
        raise MException(DIM_ID, DIM_MSG)
    out = []
    for d in vals:
        if not (1 <= d < 2**31 and d == math.floor(d)):
            raise MException(DIM_ID, DIM_MSG)
        out.append(int(d) - 1)
    if len(set(out)) != len(out):
        raise MException("MATLAB:getdimarg:vecdimsMustBeUniquePositiveIntegers",
                         "Vector of dimensions must contain unique positive integers.")
    return tuple(out)


def mshape(shape: tuple[int, ...]) -> tuple[int, ...]:
    """MATLAB's size: at least 2 dims, trailing singletons past 2 dropped."""
    shp = tuple(int(d) for d in shape)
    if len(shp) < 2:
        return (1, shp[0]) if shp else (1, 1)
    while len(shp) > 2 and shp[-1] == 1:
        shp = shp[:-1]
    return shp


def default_dim(shape: tuple[int, ...]) -> int:
    """MATLAB's default working dimension (first non-singleton), 0-based."""
    for i, d in enumerate(shape):
        if d != 1:
            return i
    return 0


def element_array(a: Any) -> tuple[np.ndarray, Any] | None:
    """(elements, rebuild) for a value whose elements sit in an object ndarray: a struct array,
    or an object with ``__matlab_elements__`` (graphics handle arrays); None for other values.
    Shape builtins rearrange the elements and ``rebuild`` them into a value of the same kind."""
    if isinstance(a, StructArray):
        return a.elems, lambda e: StructArray(a.fields, e)
    get = getattr(type(a), "__matlab_elements__", None)
    if get is None:
        return None
    return get(a), type(a).__matlab_from_elements__


def require_array(a: Any) -> None:
    """MATLAB's error for an object that is no array of values (a table, a containers.Map)
    given to a builtin that rearranges elements; call_builtin names the builtin."""
    if getattr(a, "dtype", None) is None and type(a) is not str:
        raise errors.UndefinedForClass(class_of(a))


def nd(x: Any, xp: Any = np, *, objects: bool = False) -> Any:
    """The argument as an array of at least 2 dims in namespace ``xp`` (scalars, char).
    A value that is no array of elements (a struct array, a table, a datetime, a
    containers.Map: no ``dtype``) is ``UndefinedForClass``, as a function handle is, unless
    ``objects``: then it comes back as it is, for a caller that raises its own error."""
    t = type(x)
    if t is float or t is bool or t is complex or t is int:
        return xp.asarray([[x]])
    if t is str:
        return np.array(list(x), dtype="<U1").reshape(1, -1)
    if t is FunctionHandle:  # a scalar, never an array: no array builtin takes one
        raise errors.UndefinedForClass("function_handle")
    nd_ = getattr(x, "ndim", None)
    if nd_ is None:
        x = xp.asarray(x)
        nd_ = x.ndim
    if getattr(x, "dtype", None) is None:  # a struct array, table, datetime, Map, ...
        if objects:
            return x
        raise errors.UndefinedForClass(class_of(x))
    if nd_ >= 2:
        return x
    return x.reshape((1, -1) if nd_ == 1 else (1, 1))


def expand_to(x: Any, ndim: int) -> Any:
    """View ``x`` with at least ``ndim`` dims (trailing singletons added)."""
    if x.ndim >= ndim:
        return x
    if ndim > MAX_DIMS:  # a dimension argument past NumPy's limit cannot be laid out
        raise too_many_dimensions(ndim)
    return x.reshape(tuple(x.shape) + (1,) * (ndim - x.ndim))


def size_args(args: tuple, fname: str) -> tuple[int, ...]:
    """Dimensions from ``f(n)``, ``f(m, n, ...)`` or ``f([m n ...])`` (negative -> 0)."""
    if not args:
        return (1, 1)
    if len(args) == 1:
        try:
            vals = values(args[0])
        except TypeError:
            raise _size_type_error(fname) from None
        a0 = args[0]
        if getattr(a0, "ndim", 2) >= 2 and len(getattr(a0, "shape", (1, 1))) >= 2 \
                and getattr(a0, "shape", (1, 1))[0] > 1 and len(vals) > 1:
            raise MException("MATLAB:checkDimCommon:nonRowSize",
                             "Size vector must be a row vector with integer elements.")
        if len(vals) == 0:
            raise MException("MATLAB:checkDimCommon:nonRowSize",
                             "Size vector must be a row vector with integer elements.")
        if len(vals) == 1:
            n = _size_int(vals[0])
            return (n, n)
        dims = tuple(_size_int(v) for v in vals)
    else:
        dims = []
        for a in args:
            try:
                vals = values(a)
            except TypeError:
                raise _size_type_error(fname) from None
            if len(vals) != 1:
                raise MException("MATLAB:NonScalarInput", "Size inputs must be scalar.")
            dims.append(_size_int(vals[0]))
        dims = tuple(dims)
    return mshape(dims)


def _size_int(v: float) -> int:
    if isinstance(v, complex):
        v = v.real
    if v == math.inf:
        raise max_possible_error()
    if v == -math.inf:
        return 0
    if v != v or v != math.floor(v):
        raise MException("MATLAB:NonIntegerInput", "Size inputs must be integers.")
    return max(int(v), 0)


def _size_type_error(fname: str) -> MException:
    return MException("MATLAB:UndefinedFunction", "Size inputs must be numeric.")


def fortran(x: Any) -> Any:
    """Column-major flat view (copy if needed) of a host or device array."""
    return x.reshape(-1, order="F")
