"""struct2cell, cell2struct and structfun: move between structs and cells, map over fields."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.context import HostContext
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg, mshape
from runmat_builtins.lib.cells.fun import apply_each, resolve_function, split_options
from runmat_builtins.lib.structs.fields import check_field_name, name_list, require_struct
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray



@runtime_builtin(
    summary="Field values of a structure array as a cell array.",
    description="For an M-by-N struct array with P fields the result is P-by-M-by-N; for a "
                "scalar struct, a P-by-1 column.",
    keywords=["convert", "structure", "cell array", "values"],
    related=["cell2struct", "fieldnames", "num2cell"],
    signatures=["C = struct2cell(S)"],
    errors=[ErrorSpec(identifier="MATLAB:struct2cell:InvalidInput", when="S is not a struct")],
    examples=[Example(code="c = struct2cell(struct('a', 1, 'b', 'x'))",
                      output="c =\n\n  2×1 cell array\n\n    {[1]}\n    {'x'}\n\n")],
)
def struct2cell(s: Any) -> np.ndarray:
    s = require_struct(s, "struct2cell")
    p = len(s.fields)
    out = np.empty((p,) + s.shape, dtype=object)
    for idx in np.ndindex(*s.shape):
        d = s.elems[idx]
        for k, f in enumerate(s.fields):
            out[(k,) + idx] = d[f]
    return out.reshape(mshape(out.shape))


@runtime_builtin(
    summary="Make a structure array from a cell array, naming one dimension's slices as fields.",
    description="cell2struct(C, FIELDS, DIM): the DIM-th dimension of C must have one slice per "
                "field; the other dimensions give the struct array's shape (a column for 2-D C).",
    keywords=["convert", "structure", "cell array", "fields"],
    related=["struct2cell", "struct", "fieldnames"],
    signatures=["S = cell2struct(C, FIELDS)", "S = cell2struct(C, FIELDS, DIM)"],
    errors=[ErrorSpec(identifier="MATLAB:cell2struct:ArgDimensionMismatch",
                      when="the number of fields does not match size(C, DIM)"),
            ErrorSpec(identifier="MATLAB:cell2struct:ArgNotCell", when="C is not a cell array")],
    examples=[Example(code="s = cell2struct({1; 'x'}, {'a'; 'b'}, 1)",
                      output="s =\n\n  struct with fields:\n\n    a: 1\n    b: 'x'\n\n")],
)
def cell2struct(c: Any, fields: Any, dim: Any = 1.0) -> StructArray:
    if not (type(c) is np.ndarray and c.dtype.kind == "O"):
        raise MException("MATLAB:cell2struct:ArgNotCell", "Input must be a cell array.")
    names = name_list(fields, "cell2struct")
    for n in names:
        check_field_name(n)
    d = dim_arg(dim)  # a positive integer scalar (MATLAB's dimension error for NaN, Inf, 0)
    shape = c.shape + (1,) * max(0, d + 1 - c.ndim)
    if shape[d] != len(names):
        raise MException("MATLAB:cell2struct:ArgDimensionMismatch",
                         "Number of field names must match number of fields in new structure.")
    arr = np.moveaxis(c.reshape(shape), d, 0)
    rest = arr.shape[1:]
    if len(rest) == 1:
        out_shape = (rest[0], 1)
    else:
        out_shape = rest
    flat = arr.reshape(len(names), -1, order="F")
    n = flat.shape[1]
    elems = np.empty(n, dtype=object)
    for k in range(n):
        elems[k] = {f: flat[j, k] for j, f in enumerate(names)}
    out_shape = mshape(out_shape)
    if len(out_shape) == 2 and d == 1 and c.ndim == 2:
        out_shape = (c.shape[0], 1)
    return StructArray(list(names), elems.reshape(out_shape, order="F"))


@runtime_builtin(
    summary="Apply a function to each field of a scalar structure.",
    description="With 'UniformOutput' true (the default) the scalar results form a column "
                "vector, one row per field; otherwise the results are a struct with the same fields.",
    keywords=["map", "apply", "structure", "fields", "UniformOutput"],
    related=["cellfun", "arrayfun", "fieldnames"],
    signatures=["A = structfun(FUNC, S)",
                "[A1, ..., AN] = structfun(FUNC, S, 'UniformOutput', TF, 'ErrorHandler', EFUNC)"],
    errors=[ErrorSpec(identifier="MATLAB:structfun:NotAScalarOutput",
                      when="UniformOutput is true and FUNC returns a non-scalar"),
            ErrorSpec(identifier="MATLAB:structfun:InvalidInput", when="S is not a scalar struct")],
    examples=[Example(code="v = structfun(@(x) x * 2, struct('a', 1, 'b', 2))",
                      output="v =\n\n     2\n     4\n\n")],
    output_mode="nargout",
)
def structfun(func: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    ctx = ctx or HostContext()
    data, uniform, handler = split_options(args, "structfun")
    fn = resolve_function(func, "structfun")
    if len(data) != 1 or not isinstance(data[0], StructArray) or data[0].size != 1:
        raise MException("MATLAB:structfun:InvalidInput", "Input #2 must be a scalar structure.")
    s = data[0]
    d = s.elems.flat[0]
    vals = [d[f] for f in s.fields]
    n = len(vals)
    out = apply_each("structfun", fn, n, (n, 1), lambda i: (vals[i],), nargout, uniform, handler, ctx)
    if uniform or out is None:
        return out
    outs = out if type(out) is tuple else (out,)
    structs = tuple(StructArray.scalar({f: o.reshape(-1, order="F")[i] for i, f in enumerate(s.fields)})
                    for o in outs)
    return structs if nargout > 1 else structs[0]
