"""perms: every permutation of a vector's elements, one per row, in MATLAB's order.

MATLAB lists the permutations of the element *positions* in reverse lexicographic order:
the first row is v(end:-1:1), the last is v itself (so perms([1 2 3]) starts 3 2 1).
Works for any array class (numeric, logical, char, cell): rows are built by indexing."""

from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.spec import ErrorSpec, Example

_MAX_ROWS = 50_000_000


@runtime_builtin(
    summary="All permutations of the elements of v, one per row, in reverse lexicographic order.",
    description="P has factorial(n) rows and n columns and the class of v (char, cell, integer, "
                "logical all allowed). Order: the permutations of the positions n:-1:1 in "
                "lexicographic order, as MATLAB lists them. perms([]) is 1-by-0.",
    keywords=["permutations", "arrangements", "factorial"], related=["nchoosek", "randperm", "factorial"],
    signatures=["P = perms(v)"],
    errors=[ErrorSpec(identifier="MATLAB:perms:TooManyElements",
                      when="the result would have more rows than memory allows"),
            ErrorSpec(identifier="MATLAB:perms:InvalidInput", when="v is a struct or not an array")],
    examples=[Example(code="P = perms([1 2 3])",
                      output="P =\n\n"
                             "     3     2     1\n"
                             "     3     1     2\n"
                             "     2     3     1\n"
                             "     2     1     3\n"
                             "     1     3     2\n"
                             "     1     2     3\n\n"),
              Example(code="P = perms('ab')", output="P =\n\n  2×2 char array\n\n    'ba'\n    'ab'\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def perms(v: Any) -> Any:
    a = nd(v, objects=True)
    if not isinstance(a, np.ndarray):
        raise MException("MATLAB:perms:InvalidInput", "Input must be an array.")
    flat = a.reshape(-1, order="F")
    n = flat.size
    if n == 0:
        return np.empty((1, 0), dtype=a.dtype)
    if math.factorial(n) > _MAX_ROWS:
        raise MException("MATLAB:perms:TooManyElements",
                         f"Maximum variable size allowed by the program is exceeded (perms of {n} elements).")
    idx = np.array(list(itertools.permutations(range(n - 1, -1, -1))), dtype=np.intp)
    return np.ascontiguousarray(flat[idx])
