"""pystringarray: a MATLAB string array as a NumPy StringDType array (since R2026a)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, class_of

from ._value import PyObject



@runtime_builtin(
    summary="Convert a MATLAB string array to a NumPy StringDType array of the same size.",
    description="npa = pystringarray(mla) gives a py.numpy.ndarray of dtype StringDType with mla's "
                "dimensions; <missing> elements are None. string(npa) converts it back.",
    keywords=["python", "numpy", "string", "StringDType"],
    related=["string", "pyrun", "pyargs"],
    signatures=["npa = pystringarray(mla)"],
    errors=[ErrorSpec(identifier="MATLAB:pystringarray:InvalidInput", when="mla is not a string array")],
    examples=[Example(code="npa = pystringarray([\"a\" \"b\"]);\ndisp(class(npa))", output="py.numpy.ndarray\n")],
)
def pystringarray(mla: Any) -> PyObject:
    if not (type(mla) is np.ndarray and mla.dtype == STRING_DTYPE):
        raise MException("MATLAB:pystringarray:InvalidInput",
                         f"Input must be a string array, not {class_of(mla)}.")
    return PyObject(np.array(mla, dtype=STRING_DTYPE, copy=True))
