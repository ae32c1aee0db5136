"""conv2 and filter2: 2-D convolution and correlation with 'full', 'same' and 'valid' shapes."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lazy import lazy
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.numeric import class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example

signal = lazy("scipy.signal")

_SHAPES = ("full", "same", "valid")


def _mat(x: Any, name: str) -> tuple[np.ndarray, bool]:
    cls = class_name(x)
    if cls not in ("double", "single", "logical"):
        raise undefined(name, cls)
    a = nd(x)
    if a.ndim > 2:
        raise MException(f"MATLAB:{name}:inputMustBe2D", "N-D arrays are not supported.")
    return a.astype(np.result_type(a.dtype, np.float64)), cls == "single"


def _shape(s: Any, name: str) -> str:
    w = option(s)
    if w not in _SHAPES:
        raise MException(f"MATLAB:{name}:unknownShapeParameter", "Unknown shape parameter.")
    return w


def _conv(a: np.ndarray, b: np.ndarray, shape: str) -> np.ndarray:
    ma, na = a.shape
    mb, nb = b.shape
    if a.size == 0 or b.size == 0:
        full = np.zeros((max(ma + mb - 1, 0), max(na + nb - 1, 0)), dtype=np.result_type(a, b))
    else:
        full = signal.convolve2d(a, b, mode="full")
    if shape == "full":
        return full
    if shape == "same":
        return _crop_same(full, ma, na, mb, nb)
    return full[mb - 1:ma, nb - 1:na] if (ma >= mb and na >= nb) else np.zeros(
        (max(ma - mb + 1, 0), max(na - nb + 1, 0)), dtype=full.dtype)


def _cls(r: np.ndarray, single: bool) -> np.ndarray:
    if single:
        return r.astype(np.complex64 if r.dtype.kind == "c" else np.float32)
    return r


@runtime_builtin(
    summary="2-D convolution: C = conv2(A, B), conv2(u, v, A) (separable), with 'full', 'same' or 'valid'.",
    description="'full' (default) is size(A)+size(B)-1; 'same' is the central part the size of A; "
                "'valid' keeps only parts computed without zero padding, max(size(A)-size(B)+1, 0). "
                "conv2(u, v, A) convolves the columns of A with u and then the rows with v.",
    keywords=["convolution", "2-D", "filter", "image", "kernel"], related=["conv", "filter2", "convn", "xcorr2"],
    signatures=["C = conv2(A, B)", "C = conv2(A, B, shape)", "C = conv2(u, v, A)", "C = conv2(u, v, A, shape)"],
    errors=[ErrorSpec(identifier="MATLAB:conv2:unknownShapeParameter", when="shape is not 'full', 'same' or 'valid'"),
            ErrorSpec(identifier="MATLAB:conv2:inputMustBe2D", when="an input has more than 2 dimensions"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an input is not double, single or logical")],
    examples=[Example(code="C = conv2([1 2; 3 4], [1 1; 1 1])", output="C =\n\n"
                                                                       "     1     3     2\n"
                                                                       "     4    10     6\n"
                                                                       "     3     7     4\n\n"),
              Example(code="C = conv2(magic(3), [1 0; 0 -1], 'valid')", output="C =\n\n"
                                                                               "    -3     6\n"
                                                                               "     6    -3\n\n")],
)
def conv2(a: Any, b: Any, *rest: Any) -> Any:
    shape = "full"
    if rest and option(rest[-1]) is not None:
        shape = _shape(rest[-1], "conv2")
        rest = rest[:-1]
    if len(rest) > 1:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    if rest:  # conv2(u, v, A)
        u, s1 = _mat(a, "conv2")
        v, s2 = _mat(b, "conv2")
        A, s3 = _mat(rest[0], "conv2")
        col = u.reshape(-1, 1)
        rowk = v.reshape(1, -1)
        r = _conv(_conv(A, col, "full"), rowk, "full")
        if shape != "full":
            k = np.outer(col, rowk) if col.size and rowk.size else np.zeros((col.size, rowk.size))
            mb, nb = k.shape
            ma, na = A.shape
            if shape == "same":
                r = _crop_same(r, ma, na, mb, nb)
            else:
                r = r[mb - 1:ma, nb - 1:na] if (ma >= mb and na >= nb) else np.zeros(
                    (max(ma - mb + 1, 0), max(na - nb + 1, 0)))
        return _cls(r, s1 or s2 or s3)
    A, s1 = _mat(a, "conv2")
    B, s2 = _mat(b, "conv2")
    return _cls(_conv(A, B, shape), s1 or s2)


def _crop_same(full: np.ndarray, ma: int, na: int, mb: int, nb: int) -> np.ndarray:
    r0, c0 = mb // 2, nb // 2
    out = np.zeros((ma, na), dtype=full.dtype)
    blk = full[r0:r0 + ma, c0:c0 + na]
    out[:blk.shape[0], :blk.shape[1]] = blk
    return out


@runtime_builtin(
    summary="2-D digital filter (correlation): Y = filter2(H, X, shape), 'same' by default.",
    description="filter2(H, X, shape) is conv2(X, rot90(H, 2), shape): the filter H slides over "
                "X without flipping. shape is 'same' (default), 'full' or 'valid'.",
    keywords=["filter", "correlation", "2-D", "image", "kernel"], related=["conv2", "filter", "xcorr2"],
    signatures=["Y = filter2(H, X)", "Y = filter2(H, X, shape)"],
    errors=[ErrorSpec(identifier="MATLAB:filter2:unknownShapeParameter", when="shape is not 'full', 'same' or 'valid'"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an input is not double, single or logical")],
    examples=[Example(code="Y = filter2([1 2], [1 2 3; 4 5 6])", output="Y =\n\n"
                                                                        "     5     8     3\n"
                                                                        "    14    17     6\n\n")],
)
def filter2(h: Any, x: Any, shape: Any = None) -> Any:
    s = "same" if shape is None else _shape(shape, "filter2")
    H, s1 = _mat(h, "filter2")
    X, s2 = _mat(x, "filter2")
    return _cls(_conv(X, H[::-1, ::-1].copy(), s), s1 or s2)
