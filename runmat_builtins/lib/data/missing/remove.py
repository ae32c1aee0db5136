"""rmmissing: remove missing entries of a vector, rows (or columns) of a matrix or table."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.lib.data.missing import _mask as K
from runmat_builtins.lib.data.missing._options import split_options, var_indices
from runmat_builtins.lib.data.missing._take import positions, take
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_logical, is_numeric



def _dim(v: Any) -> int:
    """DIM: a real numeric or logical scalar, 1 or 2 (MATLAB's getDim: any other class, text
    included when it is the only option, is DimensionInvalid)."""
    if not (is_numeric(v) or is_logical(v)) or np.iscomplexobj(v):
        raise MException("MATLAB:rmmissing:DimensionInvalid", "Dimension must be 1 or 2.")
    d = np.asarray(v, dtype=np.float64).reshape(-1)
    if d.size != 1 or d[0] not in (1.0, 2.0):
        raise MException("MATLAB:rmmissing:DimensionInvalid", "Dimension must be 1 or 2.")
    return int(d[0])


@runtime_builtin(
    summary="Remove missing entries: elements of a vector, rows (or columns) of a matrix, rows of a table.",
    keywords=["missing", "NaN", "remove", "clean", "rows"],
    related=["ismissing", "fillmissing", "standardizeMissing"],
    signatures=["R = rmmissing(A)", "R = rmmissing(A, DIM)", "[R, TF] = rmmissing(A)",
                "R = rmmissing(A, 'MinNumMissing', N)", "R = rmmissing(T, 'DataVariables', VARS)"],
    errors=[ErrorSpec(identifier="MATLAB:rmmissing:DimensionInvalid", when="DIM is not 1 or 2")],
    examples=[Example(code='r = rmmissing([1 NaN 2 NaN 3]);\nfprintf("%g ", r); fprintf("\\n")', output="1 2 3 \n"),
              Example(code='[r, tf] = rmmissing([1 2; NaN 4; 5 6]);\nfprintf("%d rows, removed %s\\n", size(r, 1), mat2str(tf\'))',
                      output="2 rows, removed [false true false]\n"),
              Example(code='r = rmmissing([1 NaN; NaN NaN; 3 4], "MinNumMissing", 2);\nfprintf("%d\\n", size(r, 1))',
                      output="2\n")],
)
def rmmissing(a: Any, *args: Any, nargout: int = 1) -> Any:
    pos, opts = split_options("rmmissing", args, ("MinNumMissing", "DataVariables"))
    if len(pos) > 1:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    need = 1
    if "MinNumMissing" in opts:
        m = np.asarray(opts["MinNumMissing"], dtype=np.float64).reshape(-1)[:1]
        need = int(m[0]) if m.size and np.isfinite(m[0]) and m[0] == np.floor(m[0]) else 0  # NaN, Inf: the error
        if need < 1:
            raise MException("MATLAB:rmmissing:MinNumMissing", "MinNumMissing must be a positive integer scalar.")
    if K.is_table(a):
        if pos and _dim(pos[0]) == 2:
            gone_vars = [j for j in range(len(a.names)) if K.mask(a.cols[j]).reshape(a.height, -1).sum(axis=0).max(initial=0) >= need]
            keep = [j for j in range(len(a.names)) if j not in gone_vars]
            tf = np.array([[j in gone_vars for j in range(len(a.names))]])
            out = take(a, (COLON, positions(keep)))
            return (out, tf) if nargout > 1 else out
        m = K.table_mask(a, vars_=var_indices(a, opts.get("DataVariables")))
        gone = m.sum(axis=1) >= need
        out = take(a, (positions(np.flatnonzero(~gone)), COLON))
        return (out, gone.reshape(-1, 1)) if nargout > 1 else out
    m = K.mask(a)
    shp = K.shape(a)
    if len(shp) > 2:
        raise MException("MATLAB:rmmissing:NDArrays", "rmmissing supports only vectors and matrices.")
    if not pos and (shp[0] == 1 or shp[1] == 1):
        dim = 2 if shp[0] == 1 and shp[1] != 1 else 1
    else:
        dim = _dim(pos[0]) if pos else 1
    if dim == 1:
        gone = m.sum(axis=1) >= need
        out = take(a, (positions(np.flatnonzero(~gone)), COLON))
        tf = gone.reshape(-1, 1)
    else:
        gone = m.sum(axis=0) >= need
        out = take(a, (COLON, positions(np.flatnonzero(~gone)).reshape(1, -1)))
        tf = gone.reshape(1, -1)
    return (out, tf) if nargout > 1 else out
