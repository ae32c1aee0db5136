"""horzcat, vertcat and cat: concatenation as functions (device-capable for numeric arrays)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.concat import cat_values, join
from runmat_builtins.indexing.convert import as_block, round_to_int
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value

_ALL = ["double", "single", "int", "logical", "complex"]
_ERRORS = [ErrorSpec(identifier="MATLAB:catenate:dimensionMismatch",
                     when="the arrays' sizes differ along a dimension other than the one joined"),
           ErrorSpec(identifier="MATLAB:catenate:structFieldBad",
                     when="struct arrays with different fields are joined")]


def _device_cat(values: tuple, axis: int, xp: Any) -> Any:
    """Numeric concatenation on a device: MATLAB's class rules for numeric and logical data."""
    blocks = []
    for v in values:
        b = v if hasattr(v, "dtype") and type(v) is not np.ndarray else xp.asarray(as_block(v))
        if b.dtype.kind not in "biufc":
            raise NotImplementedError(f"device concatenation of {b.dtype}")
        blocks.append(b.reshape((1, -1) if b.ndim == 1 else (1, 1)) if b.ndim < 2 else b)
    kinds = [b.dtype for b in blocks if tuple(b.shape) != (0, 0)] or [b.dtype for b in blocks]
    ints = [d for d in kinds if d.kind in "iu"]
    if ints:
        target = ints[0]
    elif all(d.kind == "b" for d in kinds):
        target = np.dtype(np.bool_)
    else:
        single = any(d.itemsize == 4 and d.kind == "f" or d.itemsize == 8 and d.kind == "c" for d in kinds)
        cplx = any(d.kind == "c" for d in kinds)
        target = np.dtype((np.complex64 if single else np.complex128) if cplx else
                          (np.float32 if single else np.float64))
    conv = []
    for b in blocks:
        if tuple(b.shape) == (0, 0):
            continue
        if b.dtype != target:
            if target.kind in "iu" and b.dtype.kind in "fc":
                b = round_to_int(b.real if b.dtype.kind == "c" else b, target, xp)
            elif target.kind in "iu" and b.dtype.kind in "iu":
                raise NotImplementedError("mixed integer classes")
            else:
                b = b.astype(target)
        conv.append(b)
    return join(conv, axis, target, xp)


def _cat(values: tuple, axis: int, xp: Any) -> Any:
    if xp is np:
        out = cat_values(list(values), axis)
        if type(out) is float and any(type(v) is np.ndarray for v in values):
            return np.array([[out]])  # an array stays an array (a device result stays on the device)
        return out
    return _device_cat(values, axis, xp)


@runtime_builtin(
    summary="Concatenate arrays horizontally, like [A, B, ...].",
    description="Joins arrays along the second dimension under MATLAB's class rules (char wins "
                "over numbers, cells wrap other values, the leftmost integer class wins); [] "
                "arguments are skipped.",
    keywords=["concatenate", "join", "append", "brackets", "columns"],
    related=["vertcat", "cat", "repmat"],
    signatures=["C = horzcat(A1, ..., AN)"],
    errors=_ERRORS,
    examples=[Example(code="x = horzcat([1 2], 3)", output="x =\n\n     1     2     3\n\n")],
    accel={"kind": "shape", "precisions": _ALL, "data_from": 0},
)
def horzcat(*args: Any, xp: Any) -> Any:
    return _cat(args, 1, xp)


@runtime_builtin(
    summary="Concatenate arrays vertically, like [A; B; ...].",
    description="Joins arrays along the first dimension under MATLAB's class rules; [] "
                "arguments are skipped.",
    keywords=["concatenate", "join", "append", "brackets", "rows"],
    related=["horzcat", "cat"],
    signatures=["C = vertcat(A1, ..., AN)"],
    errors=_ERRORS,
    examples=[Example(code="x = vertcat([1 2], [3 4])", output="x =\n\n     1     2\n     3     4\n\n")],
    accel={"kind": "shape", "precisions": _ALL, "data_from": 0},
)
def vertcat(*args: Any, xp: Any) -> Any:
    return _cat(args, 0, xp)


def cat_dim(dim: Any) -> int:
    """cat's DIM, 0-based: a positive integer scalar (MATLAB's catenate:invalidDimension for NaN,
    text, cells, fractions ...); the classes that overload cat read it here too."""
    d = as_block(dim)
    if d.size != 1 or d.dtype.kind not in "fiu" or not (d.flat[0] >= 1) or not is_int_value(d.flat[0]):
        raise MException("MATLAB:catenate:invalidDimension",
                         "Dimension argument must be a positive integer scalar within indexing range.")
    return int(d.flat[0]) - 1


@runtime_builtin(
    summary="Concatenate arrays along a dimension.",
    description="cat(DIM, A1, ..., AN) joins the arrays along dimension DIM (1 rows, 2 columns, "
                "3 pages, ...); cat(1, ...) is vertcat and cat(2, ...) horzcat.",
    keywords=["concatenate", "join", "dimension", "pages", "stack"],
    related=["horzcat", "vertcat", "reshape"],
    signatures=["C = cat(DIM, A1, ..., AN)"],
    errors=_ERRORS + [ErrorSpec(identifier="MATLAB:catenate:invalidDimension",
                                when="DIM is not a positive integer")],
    examples=[Example(code="C = cat(3, [1 2], [3 4]); disp(size(C))", output="     1     2     2\n")],
    accel={"kind": "shape", "precisions": _ALL, "data_from": 1},
)
def cat(dim: Any, *args: Any, xp: Any) -> Any:
    d = cat_dim(dim)
    if not args:
        return np.zeros((0, 0))
    return _cat(args, d, xp)
