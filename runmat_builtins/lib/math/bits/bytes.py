"""Byte-level views of numeric data: typecast (reinterpret the bytes as another class) and
swapbytes (reverse the byte order of each element)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.numeric import DTYPES, NUMERIC_CLASSES, class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Reinterpret the bytes of a numeric vector as another numeric class, without conversion.",
    description="The input must be a real numeric scalar or vector; the output is a row unless the "
                "input is a column. The number of input bytes must be a multiple of the output "
                "element size. Byte order is the machine's (little-endian).",
    keywords=["reinterpret", "bytes", "cast", "binary"], related=["cast", "swapbytes", "bitshift"],
    signatures=["Y = typecast(X, type)"],
    errors=[ErrorSpec(identifier="MATLAB:typecast:notEnoughInputElements",
                      when="the bytes do not fill a whole number of output elements"),
            ErrorSpec(identifier="MATLAB:typecast:invalidInput",
                      when="X is not a real numeric vector, or type is not a numeric class")],
    examples=[Example(code="y = typecast(single(1), 'uint8')", output="y =\n\n"
                                                                      "  1×4 uint8 row vector\n\n"
                                                                      "     0     0   128    63\n\n"),
              Example(code="y = typecast(uint8([1 0 0 0]), 'uint32')", output="y =\n\n  uint32\n\n   1\n\n")],
)
def typecast(x: Any, typ: Any) -> Any:
    cls = class_name(x)
    target = option(typ)
    if cls not in NUMERIC_CLASSES:
        raise MException("MATLAB:typecast:invalidInput",
                         "The first input argument must be a full, non-complex numeric value.")
    if target not in NUMERIC_CLASSES:
        raise MException("MATLAB:typecast:invalidInput",
                         "Unsupported class: the second input must be a numeric class name.")
    a = nd(x)
    if a.dtype.kind == "c":
        raise MException("MATLAB:typecast:invalidInput",
                         "The first input argument must be a full, non-complex numeric value.")
    if a.ndim > 2 or (a.shape[0] > 1 and a.shape[1] > 1):
        raise MException("MATLAB:typecast:invalidInput", "The first input argument must be a vector.")
    col = a.shape[0] > 1 and a.shape[1] == 1
    flat = np.ascontiguousarray(a.reshape(-1, order="F"))
    dt = DTYPES[target]
    if flat.nbytes % dt.itemsize:
        raise MException("MATLAB:typecast:notEnoughInputElements",
                         "Too few input values to make output type.")
    out = flat.view(dt).copy()
    return out.reshape(-1, 1) if col else out.reshape(1, -1)


@runtime_builtin(
    summary="Reverse the byte order of each element (endianness conversion).",
    description="Works on every numeric class; shape and class are kept. Single-byte "
                "classes are returned unchanged.",
    keywords=["endian", "byte order", "bytes"], related=["typecast", "bitshift"],
    signatures=["Y = swapbytes(X)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is not numeric")],
    examples=[Example(code="y = swapbytes(uint16(1))", output="y =\n\n  uint16\n\n   256\n\n"),
              Example(code="y = swapbytes(uint32([1 256]))",
                      output="y =\n\n  1×2 uint32 row vector\n\n   16777216      65536\n\n")],
)
def swapbytes(x: Any) -> Any:
    cls = class_name(x)
    if cls not in NUMERIC_CLASSES:
        raise undefined("swapbytes", cls)
    a = nd(x)
    if a.dtype == np.float64 and type(x) is float:
        a = np.array([[x]])
    return a.byteswap()
