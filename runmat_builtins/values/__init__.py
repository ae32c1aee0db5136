"""MATLAB values as Python objects (see docs/architecture.md, "Values").

- double: ``float`` (scalar fast form) or float64 ``ndarray``; single/intN/logical: ndarrays
  (``bool`` is a logical scalar, ``complex`` a complex double scalar)
- char: ``ndarray`` of dtype ``<U1``; string: ``ndarray`` of :data:`STRING_DTYPE`
- cell: ``ndarray`` of dtype object; struct: :class:`StructArray`
- function handle: :class:`FunctionHandle`; gpuArray: ``runmat_accel.GpuArray``

Arrays are at least 2-D and indexed column-major (``order='F'``).
"""

from runmat_builtins.values.core import (
    CHAR_DTYPE,
    STRING_DTYPE,
    as_array,
    cell_array,
    char_row,
    char_rows,
    char_text,
    class_of,
    empty,
    from_matlab_list,
    from_python,
    install_rich,
    is_cell,
    is_char,
    is_logical,
    is_numeric,
    is_scalar,
    is_string,
    MatlabList,
    lend,
    normalize,
    readonly_view,
    shape_of,
    string_array,
    to_python,
    to_str,
)
from runmat_builtins.values.handles import FunctionHandle
from runmat_builtins.values.struct import StructArray

__all__ = [
    "CHAR_DTYPE", "STRING_DTYPE", "FunctionHandle", "StructArray", "as_array", "cell_array",
    "char_row", "class_of", "empty", "from_matlab_list", "from_python", "install_rich", "is_cell", "is_char", "is_logical",
    "MatlabList", "is_numeric", "is_scalar", "is_string", "lend", "normalize", "readonly_view", "shape_of", "string_array",
    "to_python", "to_str",
]
