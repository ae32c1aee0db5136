"""Moving arrays between host and device: gpuArray, gather, existsOnGPU."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download, upload
from runmat_builtins import errors
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, char_row, class_of, is_char, to_str

_NUMERIC = frozenset({"double", "single", "logical", "int8", "int16", "int32", "int64",
                      "uint8", "uint16", "uint32", "uint64"})


@runtime_builtin(
    summary="Copy an array to the GPU (or the selected device provider).",
    description="Moves numeric or logical data to the device selected by RUNMAT_ACCEL / --accel. "
                "Operations on the result run on that device until a sink gathers it.",
    keywords=["gpu", "device", "upload", "cuda"],
    related=["gather", "existsOnGPU", "isgpuarray"],
    signatures=["G = gpuArray(X)", "G = gpuArray(X, CLASSNAME)"],
    errors=[ErrorSpec(identifier="parallel:gpu:array:InvalidClass",
                      when="X is not numeric or logical (char, cell, struct, string)")],
    examples=[Example(code="G = gpuArray([1 2 3]);\ndisp(class(G))", output="gpuArray\n")],
    accel={"kind": "meta", "residency": "new"},
)
def gpuArray(x: Any, classname: Any = None) -> GpuArray:
    if x.__class__ is GpuArray:
        if classname is not None and x.implicit:
            x = download(x)  # a planner-moved host array with a class: as for any host array
        else:
            return x.explicit()
    cls = class_of(x)
    if cls not in _NUMERIC:
        raise MException("parallel:gpu:array:InvalidClass",
                         f"Data of class '{cls}' cannot be transferred to the GPU.")
    arr = as_array(x)
    if classname is not None:
        arr = _cast(arr, to_str(classname))
    return upload(np.ascontiguousarray(arr))


def _cast(arr: np.ndarray, classname: str) -> np.ndarray:
    dtypes = {"double": np.float64, "single": np.float32, "logical": np.bool_, "int8": np.int8,
              "int16": np.int16, "int32": np.int32, "int64": np.int64, "uint8": np.uint8,
              "uint16": np.uint16, "uint32": np.uint32, "uint64": np.uint64}
    dt = dtypes.get(classname)
    if dt is None:
        raise MException("parallel:gpu:array:InvalidClass", f"Invalid class name '{classname}'.")
    return arr.astype(dt)


@runtime_builtin(
    summary="Copy a gpuArray back to host memory; other values pass through unchanged.",
    keywords=["gpu", "download", "host"],
    related=["gpuArray"],
    signatures=["X = gather(A)", "[X1, X2] = gather(A1, A2)"],
    examples=[Example(code="x = gather(gpuArray([1 2 3]))", output="x =\n\n     1     2     3\n\n")],
    output_mode="nargout",
    accel={"kind": "meta", "residency": "gather"},
)
def gather(*args: Any, nargout: int) -> Any:
    # the body runs on the host: the guard already brought device arguments back
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    outs = tuple(download(a) for a in args)
    return outs if len(outs) > 1 else outs[0]


@runtime_builtin(
    summary="True when the gpuArray's data is still available on its device.",
    keywords=["gpu", "valid", "reset"],
    related=["gpuArray", "gpuDevice"],
    signatures=["TF = existsOnGPU(G)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="the argument is not a gpuArray")],
    examples=[Example(code="disp(existsOnGPU(gpuArray(1)))", output="   1\n")],
    accel={"kind": "meta"},
)
def existsOnGPU(g: Any) -> bool:
    if g.__class__ is not GpuArray or g.implicit:
        raise MException(errors.UNDEFINED_FUNCTION, errors.UNDEFINED_FUNCTION_MSG.format(
            name="existsOnGPU", cls=class_of(g)))
    return g.exists()


@runtime_builtin(
    summary="True for a gpuArray.",
    keywords=["gpu", "predicate"],
    related=["gpuArray", "isa"],
    signatures=["TF = isgpuarray(X)"],
    examples=[Example(code="disp(isgpuarray(gpuArray(1)))\ndisp(isgpuarray(1))", output="   1\n   0\n")],
    accel={"kind": "meta"},
)
def isgpuarray(x: Any) -> bool:
    return x.__class__ is GpuArray and not x.implicit


@runtime_builtin(
    summary="The class of the elements of a gpuArray (the class itself for other values).",
    keywords=["gpu", "class", "type"],
    related=["class", "gpuArray"],
    signatures=["C = underlyingType(X)"],
    examples=[Example(code="disp(underlyingType(gpuArray(single(1))))", output="single\n")],
    accel={"kind": "meta"},
)
def underlyingType(x: Any) -> np.ndarray:

    cls = x.underlying_class if x.__class__ is GpuArray else class_of(x)
    return char_row(cls)


def _is_text(x: Any) -> bool:
    return is_char(x) or class_of(x) == "string"
