"""numeric: a Python buffer (array.array, memoryview, numpy.ndarray) as the MATLAB numeric
array of its own element type."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of

CATEGORY = "external/python"


@runtime_builtin(
    name="numeric",
    category=CATEGORY,
    summary="Convert a Python array.array, memoryview or ndarray to MATLAB, keeping its element type.",
    description="numeric(P) gives the MATLAB array of the buffer's element class ('d' -> double, "
                "'i' -> int32, ...), a one-dimensional buffer as a row. Other values are an error.",
    keywords=["python", "array", "memoryview", "convert"],
    related=["double", "int32", "pyargs"],
    signatures=["A = numeric(P)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidConversion", when="P is not a Python buffer of numbers")],
    examples=[Example(code="a = numeric(py.array.array('i', int32([1 2 3])));\ndisp(class(a))",
                      output="int32\n")],
    accel={"kind": "host-only"},
)
def numeric(p: Any) -> Any:
    # Python objects are answered by their route (_overloads.route) before this body runs
    raise MException("MATLAB:invalidConversion",
                     f"Conversion to numeric from {class_of(p)} is not possible.")
