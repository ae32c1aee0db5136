"""tall, istall, head, tail, classUnderlying: making and inspecting tall arrays (docs/parallel.md).

Importing this module (the first ``tall`` call does) registers tall arrays with the guard's
type-based overloads, so every later builtin call with a tall argument goes to
:func:`._ops.overload` before any builtin body runs.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing import COLON, index
from runmat_builtins.lib.parallel.tall import _errors as E
from runmat_builtins.lib.parallel.tall._index import rows_arg
from runmat_builtins.lib.parallel.tall._ops import NUMERIC_CLASSES, tall_of
from runmat_builtins.lib.parallel.tall._value import TallArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, class_of, shape_of


@runtime_builtin(
    summary="Make a tall array: a lazy array of rows, computed by gather (on the parallel pool when one runs).",
    description="tall(X) turns an in-memory numeric or logical array into a tall array, chunked by rows "
                "(RUNMAT_TALL_CHUNK_ROWS rows per chunk, 2^20 by default) as a dask.array. Elementwise "
                "operators and functions, reductions (sum, mean, max, min, prod, any, all, nnz, var, std) "
                "and logical-mask indexing build a lazy expression; gather computes it, on the pool's Dask "
                "client when a parallel pool runs, else on Dask's threaded scheduler.",
    keywords=["tall", "big data", "dask", "lazy", "out of memory", "parallel"],
    related=["gather", "istall", "head", "tail", "parpool"],
    signatures=["T = tall(X)"],
    errors=[ErrorSpec(identifier=E.UNSUPPORTED_TYPE, when="X is not numeric or logical (cell, struct, char, ...)"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="a function without tall support gets a tall array")],
    examples=[Example(code="t = tall([1; 2; 3; 4]);\ns = sum(t .^ 2);\ndisp(gather(s))", output="    30\n")],
)
def tall(x: Any) -> TallArray:
    if x.__class__ is TallArray:
        return x
    cls = class_of(x)
    if cls not in NUMERIC_CLASSES:
        raise MException(E.UNSUPPORTED_TYPE, f"Tall arrays of class '{cls}' are not supported; "
                         "tall arrays here hold numeric or logical data.")
    arr = np.asarray(x)
    if arr.ndim < 2:
        arr = arr.reshape(1, 1) if arr.ndim == 0 else arr.reshape(1, -1)
    if arr.ndim > 2:
        raise MException(E.UNSUPPORTED_TYPE, "Tall arrays here have two dimensions.")
    return tall_of(arr, ("rows", arr.shape[0]))


@runtime_builtin(
    summary="True for a tall array.",
    keywords=["tall", "predicate"],
    related=["tall", "isa"],
    signatures=["TF = istall(X)"],
    examples=[Example(code="disp(istall(tall([1; 2])))\ndisp(istall([1; 2]))", output="   1\n   0\n")],
    accel={"kind": "meta"},
)
def istall(x: Any) -> bool:
    return x.__class__ is TallArray


def _rows_of(x: Any, which: str, k: Any) -> Any:
    n = rows_arg(k)
    h = shape_of(x)[0]
    rows = np.arange(1.0, h + 1.0)
    rows = rows[:n] if which == "head" else rows[max(0, h - n):]
    ref = getattr(type(x), "__matlab_subsref__", None)  # tables and other objects with rows
    sub = (rows.reshape(-1, 1), COLON)
    return ref(x, sub) if ref is not None else index(x, sub)


@runtime_builtin(
    summary="The first rows of an array or table (8 by default); of a tall array, a tall array.",
    keywords=["rows", "first", "preview", "tall"],
    related=["tail", "tall", "gather"],
    signatures=["B = head(A)", "B = head(A, K)"],
    examples=[Example(code="disp(head([1; 2; 3; 4], 2))", output="     1\n     2\n"),
              Example(code="disp(gather(head(tall((1:10)'), 3)))", output="     1\n     2\n     3\n")],
)
def head(a: Any, k: Any = 8.0) -> Any:
    return _rows_of(a, "head", k)


@runtime_builtin(
    summary="The last rows of an array or table (8 by default); of a tall array, a tall array.",
    keywords=["rows", "last", "preview", "tall"],
    related=["head", "tall", "gather"],
    signatures=["B = tail(A)", "B = tail(A, K)"],
    examples=[Example(code="disp(tail([1; 2; 3; 4], 2))", output="     3\n     4\n")],
)
def tail(a: Any, k: Any = 8.0) -> Any:
    return _rows_of(a, "tail", k)


@runtime_builtin(
    summary="The class of the elements of a tall array or gpuArray (the class itself for other values).",
    keywords=["tall", "class", "type"],
    related=["underlyingType", "class", "tall"],
    signatures=["C = classUnderlying(X)"],
    examples=[Example(code="disp(classUnderlying(tall(single([1; 2]))))", output="single\n")],
    accel={"kind": "meta"},
)
def classUnderlying(x: Any) -> np.ndarray:
    return char_row(x.underlying_class if x.__class__ is GpuArray else class_of(x))
