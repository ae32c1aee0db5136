"""Magic squares: magic (MATLAB's construction for odd, doubly even and singly even orders)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import values
from runmat_builtins.limits import check_array_size, max_possible_error
from runmat_builtins.spec import ErrorSpec, Example


def magic_square(n: int) -> np.ndarray:
    """The order-n magic square MATLAB returns (n >= 1)."""
    if n % 2 == 1:
        idx = np.arange(1, n + 1)
        J, I = np.meshgrid(idx, idx)
        A = np.mod(I + J - (n + 3) // 2, n)
        B = np.mod(I + 2 * J - 2, n)
        return (n * A + B + 1).astype(np.float64)
    if n % 4 == 0:
        idx = np.arange(1, n + 1)
        J, I = np.meshgrid(idx, idx)
        K = (np.mod(I, 4) // 2) == (np.mod(J, 4) // 2)
        M = np.arange(1, n * n + 1, dtype=np.float64).reshape(n, n)  # reshape(1:n*n,n,n)'
        M[K] = n * n + 1 - M[K]
        return M
    p = n // 2
    M = magic_square(p)
    M = np.block([[M, M + 2 * p * p], [M + 3 * p * p, M + p * p]])
    i = np.arange(p)
    k = (n - 2) // 4
    j = np.r_[np.arange(k), np.arange(n - k + 1, n)]
    rows = np.r_[i, i + p]
    swapped = np.r_[i + p, i]
    M[np.ix_(rows, j)] = M[np.ix_(swapped, j)]
    i = k
    j = np.array([0, i])
    M[np.ix_([i, i + p], j)] = M[np.ix_([i + p, i], j)]
    return M


@runtime_builtin(
    summary="Magic square: an N-by-N matrix of 1..N^2 with equal row, column and diagonal sums.",
    description="Uses MATLAB's construction (siamese method for odd N, the complement pattern for "
                "doubly even N, and LUX-style quadrant swaps for singly even N), so results match "
                "MATLAB element for element. magic(0) is empty.",
    keywords=["magic square", "test matrix"],
    related=["ones", "rand", "sum"],
    signatures=["M = magic(N)"],
    errors=[ErrorSpec(identifier="MATLAB:magic:notScalar", when="N is not a scalar")],
    examples=[Example(code="M = magic(3)", output="M =\n\n"
                                                  "     8     1     6\n"
                                                  "     3     5     7\n"
                                                  "     4     9     2\n\n"),
              Example(code="s = sum(magic(4))", output="s =\n\n    34    34    34    34\n\n")],
)
def magic(n: Any) -> Any:
    try:
        vals = values(n)
    except TypeError:
        raise MException("MATLAB:magic:notScalar", "Input must be a scalar.") from None
    if len(vals) != 1:
        raise MException("MATLAB:magic:notScalar", "Input must be a scalar.")
    if vals[0] == math.inf:
        raise max_possible_error()
    k = int(np.floor(vals[0])) if vals[0] == vals[0] and vals[0] != -math.inf else 0
    check_array_size((k, k))
    if k < 1:
        return np.zeros((0, 0))
    if k == 1:
        return 1.0
    return magic_square(k)
