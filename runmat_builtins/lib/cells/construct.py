"""cell, num2cell, cellstr, iscellstr, cell2mat: make cell arrays and convert to and from them."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg, mshape, values
from runmat_builtins.lib.strings.core._text import WHITESPACE, char_rows, is_cell, is_char, is_string
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, char_row, class_of, empty



def dims_from_args(args: tuple[Any, ...], fname: str) -> tuple[int, ...]:
    """MATLAB size arguments: N (NxN), [M N ...] or M, N, ...; negatives count as 0."""
    def ints(v: Any) -> list[float]:
        a = np.asarray(v)
        if a.dtype.kind not in "iufb":
            raise MException(f"MATLAB:{fname}:invalidSize",
                             "Size inputs must be numeric.")
        return [float(x) for x in a.ravel(order="F")]

    if not args:
        return (0, 0)
    if len(args) == 1:
        vals = ints(args[0])
        if len(vals) == 1:
            vals = vals * 2
    else:
        vals = []
        for a in args:
            v = ints(a)
            if len(v) != 1:
                raise MException(f"MATLAB:{fname}:invalidSize",
                                 "Size inputs must be scalar.")
            vals.extend(v)
    out = []
    for x in vals:
        if x != x or abs(x) == float("inf") or x != int(x):
            raise MException(f"MATLAB:{fname}:invalidSize", "Size inputs must be integers.")
        out.append(max(int(x), 0))
    while len(out) > 2 and out[-1] == 1:
        out.pop()
    return tuple(out)


@runtime_builtin(
    summary="Create a cell array of empty matrices.",
    keywords=["cell array", "preallocate", "container"],
    related=["num2cell", "cellfun", "struct"],
    signatures=["C = cell(N)", "C = cell(SZ1, ..., SZN)", "C = cell(SZ)"],
    errors=[ErrorSpec(identifier="MATLAB:cell:invalidSize", when="a size is not an integer")],
    examples=[Example(code="c = cell(1, 2)", output="c =\n\n"
                                                    "  1×2 cell array\n\n"
                                                    "    {0×0 double}    {0×0 double}\n\n")],
)
def cell(*dims: Any) -> np.ndarray:
    shape = dims_from_args(dims, "cell") if dims else (0, 0)
    check_array_size(shape, 8)
    out = np.empty(shape, dtype=object)
    e = empty()
    for i in range(out.size):
        out.flat[i] = e
    return out


def _element(a: Any, idx: Any) -> Any:
    """One element of an array as a MATLAB scalar value."""
    v = a[idx]
    if type(a) is np.ndarray:
        k = a.dtype.kind
        if k == "f" and a.dtype == np.float64:
            return float(v)
        if k == "b":
            return bool(v)
        if k == "c" and a.dtype == np.complex128:
            return complex(v)
        return np.array([[v]], dtype=a.dtype)
    return v


@runtime_builtin(
    summary="Put each element of an array into its own cell (or slices along DIMS).",
    keywords=["convert", "cell array", "split"],
    related=["cell2mat", "mat2cell", "struct2cell"],
    signatures=["C = num2cell(A)", "C = num2cell(A, DIMS)"],
    errors=[ErrorSpec(identifier="MATLAB:num2cell:InvalidDims", when="DIMS is not positive integers")],
    examples=[Example(code="c = num2cell([1 2])", output="c =\n\n  1×2 cell array\n\n    {[1]}    {[2]}\n\n"),
              Example(code="c = num2cell([1 2; 3 4], 1)",
                      output="c =\n\n  1×2 cell array\n\n    {2×1 double}    {2×1 double}\n\n")],
)
def num2cell(a: Any, dims: Any = None) -> np.ndarray:
    if isinstance(a, StructArray):
        arr = a
        out = np.empty(a.shape, dtype=object)
        for i in range(a.size):
            one = np.empty((1, 1), dtype=object)
            one[0, 0] = a.elems.flat[i]
            out.flat[i] = StructArray(a.fields, one)
        return out
    if type(a) is not np.ndarray:
        arr = np.asarray(a) if not hasattr(a, "shape") else None
        if arr is None:  # a scalar object (function handle, map...)
            return cell_array([a])
        arr = arr.reshape(1, 1) if arr.ndim == 0 else arr
        a = arr
    if dims is None:
        flat_in = a.reshape(-1, order="F")
        flat_out = np.empty(a.size, dtype=object)
        for i in range(a.size):
            flat_out[i] = _element(flat_in, i)
        return flat_out.reshape(a.shape, order="F")
    ds = [dim_arg(d) for d in values(dims)]
    if any(d < 0 for d in ds):  # (dim_arg already refused them)
        raise MException("MATLAB:num2cell:InvalidDims", "Dimension argument must be a positive integer.")
    ds = [d for d in ds if d < a.ndim] or [a.ndim]  # dimensions past ndims(A) are singletons
    nd = max(a.ndim, max(ds) + 1)
    full = a.reshape(a.shape + (1,) * (nd - a.ndim))
    out_shape = tuple(1 if k in ds else full.shape[k] for k in range(nd))
    piece_shape = mshape([full.shape[k] if k in ds else 1 for k in range(nd)])
    # the kept axes lead (the first one last, so that walking the rows is column-major order
    # over the cells), each row one piece laid out in its own shape
    outer = [k for k in range(nd) if k not in ds]
    rows = np.moveaxis(full, outer[::-1], range(len(outer))).reshape(-1, *piece_shape)
    flat = np.empty(rows.shape[0], dtype=object)
    for i, piece in enumerate(rows):
        flat[i] = piece
    return flat.reshape(mshape(out_shape), order="F")


@runtime_builtin(
    summary="Convert to a cell array of character vectors.",
    description="Each row of a char array becomes one cell (trailing whitespace removed); a "
                "string array becomes a cell array of the same size; a cellstr is returned as is.",
    keywords=["convert", "cell array", "text"],
    related=["char", "string", "iscellstr"],
    signatures=["C = cellstr(A)"],
    errors=[ErrorSpec(identifier="MATLAB:cellstr:InputClass",
                      when="A is not a char array, string array or cell array of char vectors")],
    examples=[Example(code="c = cellstr(['ab '; 'cde'])",
                      output="c =\n\n  2×1 cell array\n\n    {'ab' }\n    {'cde'}\n\n")],
)
def cellstr(a: Any) -> np.ndarray:
    if is_char(a):
        if a.size == 0 and a.shape[0] <= 1:
            return cell_array([char_row("")])
        rows = [r.rstrip(WHITESPACE + "\0") for r in char_rows(a)]
        return cell_array([char_row(r) for r in rows], (len(rows), 1))
    if is_string(a):
        return cell_array([char_row(s or "") for s in a.ravel(order="F").tolist()], a.shape)
    if is_cell(a):
        for e in a.flat:
            if not (is_char(e) and (e.ndim == 2 and e.shape[0] <= 1)):
                if is_string(e) and e.size == 1:
                    continue
                raise _cellstr_error()
        if any(is_string(e) for e in a.flat):
            return cell_array([e if is_char(e) else char_row(e.flat[0] or "") for e in a.ravel(order="F")], a.shape)
        return a
    raise _cellstr_error()


def _cellstr_error() -> MException:
    return MException("MATLAB:cellstr:InputClass",
                      "Input must be a string array, character array, or cell array of character vectors.")


@runtime_builtin(
    summary="True for a cell array whose every element is a char array.",
    keywords=["predicate", "cell array", "text"],
    related=["cellstr", "iscell", "ischar"],
    signatures=["TF = iscellstr(A)"],
    examples=[Example(code="tf = iscellstr({'a', 'bc'})", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = iscellstr({'a', 1})", output="tf =\n\n  logical\n\n   0\n\n")],
    accel={"kind": "meta"},
)
def iscellstr(a: Any) -> bool:
    return is_cell(a) and all(is_char(e) for e in a.flat)


_CAT_KINDS = "fiucb"


@runtime_builtin(
    summary="Concatenate the contents of a cell array into one array.",
    description="Elements of each row of cells are joined horizontally, then the rows "
                "vertically. All contents must share one class; cells of cells are refused.",
    keywords=["convert", "concatenate", "cell array"],
    related=["num2cell", "cell", "cat"],
    signatures=["A = cell2mat(C)"],
    errors=[ErrorSpec(identifier="MATLAB:cell2mat:UnsupportedCellContent",
                      when="C holds cells or objects"),
            ErrorSpec(identifier="MATLAB:cell2mat:MixedDataTypes",
                      when="the contents have different classes"),
            ErrorSpec(identifier="MATLAB:catenate:dimensionMismatch",
                      when="the contents do not fit together")],
    examples=[Example(code="m = cell2mat({[1 2], 3; [4 5], 6})",
                      output="m =\n\n     1     2     3\n     4     5     6\n\n")],
)
def cell2mat(c: Any) -> Any:
    if not is_cell(c):
        raise MException("MATLAB:cell2mat:InvalidInputType", "Input must be a cell array.")
    if c.size == 0:
        return empty()
    items = list(c.flat)
    if any(is_cell(e) or not (type(e) is np.ndarray or type(e) in (float, bool, complex)
                              or isinstance(e, StructArray)) for e in items):
        raise MException("MATLAB:cell2mat:UnsupportedCellContent",
                         "CELL2MAT does not support cell arrays containing cell arrays or objects.")
    classes = {class_of(e) for e in items}
    if len(classes) > 1:
        raise MException("MATLAB:cell2mat:MixedDataTypes",
                         "All contents of the input cell array must be of the same data type.")
    if c.size == 1:
        e = items[0]
        return e
    if isinstance(items[0], StructArray):
        raise MException("MATLAB:cell2mat:UnsupportedCellContent",
                         "CELL2MAT does not support cell arrays containing structs of several elements.")
    arrs = np.empty(c.shape, dtype=object)
    for i, e in enumerate(c.flat):
        arrs.flat[i] = np.asarray(e).reshape(1, 1) if type(e) in (float, bool, complex) else e
    if c.ndim > 2:
        raise MException("MATLAB:cell2mat:UnsupportedCellContent",
                         "CELL2MAT supports only two-dimensional cell arrays here.")
    try:
        rows = [np.concatenate([a for a in arrs[r, :] if a.size or a.ndim > 2] or [arrs[r, 0]], axis=1)
                for r in range(arrs.shape[0])]
        rows = [r for r in rows if r.size] or rows[:1]
        return np.concatenate(rows, axis=0)
    except ValueError:
        raise MException("MATLAB:catenate:dimensionMismatch",
                         "Dimensions of arrays being concatenated are not consistent.") from None
