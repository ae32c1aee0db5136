"""mat2cell: cut an array into a cell array of blocks whose sizes along each dimension are given."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import expand_to, is_int_value, mshape, nd, values
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, shape_of


def _sizes(arg: Any, total: int, k: int, dims: tuple[int, ...]) -> list[int]:
    try:
        v = values(arg)
    except TypeError:
        v = []
    if any(not (s >= 0 and is_int_value(s)) for s in v):
        raise MException("MATLAB:mat2cell:NonIntegerSizes", "Division sizes must be nonnegative integers.")
    if sum(v) != total:
        raise MException("MATLAB:mat2cell:DimensionMismatch",
                         f"Input arguments, D1 through D{k}, must sum to each dimension of the input "
                         f"matrix size, [{' '.join(str(d) for d in dims)}].")
    return [int(s) for s in v]


@runtime_builtin(
    summary="Divide an array into a cell array of blocks: C = mat2cell(A, dim1Dist, dim2Dist, ...).",
    description="dimkDist lists the sizes of the blocks along dimension k and must sum to size(A, k). "
                "With only dim1Dist, each block spans the remaining dimensions whole. Works for "
                "numeric, logical, char and cell arrays.",
    keywords=["split", "blocks", "partition", "cell array", "tiles"],
    related=["num2cell", "cell2mat", "mat2str"],
    signatures=["C = mat2cell(A, dim1Dist)", "C = mat2cell(A, dim1Dist, dim2Dist)",
                "C = mat2cell(A, dim1Dist, ..., dimNDist)"],
    errors=[ErrorSpec(identifier="MATLAB:mat2cell:DimensionMismatch",
                      when="the block sizes do not sum to the size of A"),
            ErrorSpec(identifier="MATLAB:mat2cell:NonIntegerSizes", when="a block size is negative or fractional")],
    examples=[Example(code="c = mat2cell(1:5, 1, [2 3])",
                      output="c =\n\n  1×2 cell array\n\n    {[1 2]}    {[3 4 5]}\n\n"),
              Example(code="c = mat2cell([1; 2; 3; 4], [1 3]);\ndisp(size(c{2}))", output="     3     1\n")],
)
def mat2cell(a: Any, *dists: Any) -> Any:
    if not dists:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    if not hasattr(a, "dtype") and type(a) not in (float, bool, complex):
        raise MException("MATLAB:mat2cell:UnsupportedType", "Input must be an array (numeric, logical, char or cell).")
    arr = nd(a)
    arr = expand_to(arr, len(dists))
    dims = shape_of(arr)
    cuts = [_sizes(d, arr.shape[k], len(dists), dims) for k, d in enumerate(dists)]
    for k in range(len(dists), arr.ndim):
        cuts.append([arr.shape[k]])
    edges = [np.concatenate([[0], np.cumsum(c)]).astype(int) for c in cuts]
    out_shape = tuple(len(c) for c in cuts)
    items = []
    for pos in np.ndindex(*out_shape[::-1]):
        pos = pos[::-1]  # column-major order of blocks
        sl = tuple(slice(edges[k][i], edges[k][i + 1]) for k, i in enumerate(pos))
        block = arr[sl]
        if block.ndim > 2:
            shp = shape_of(block)
            block = block.reshape(shp)
        items.append(block.copy())
    return cell_array(items, mshape(out_shape))
