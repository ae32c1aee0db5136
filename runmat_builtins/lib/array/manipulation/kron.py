"""Kronecker tensor product: kron."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.numeric import result_class, to_numeric
from runmat_builtins.numeric.elementwise import finish
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example


@runtime_builtin(
    summary="Kronecker tensor product: every element of A times the whole of B.",
    description="For an m-by-n A and p-by-q B the result is (m*p)-by-(n*q), block (i, j) "
                "being A(i, j)*B.",
    keywords=["kronecker", "tensor product", "block matrix"],
    related=["repmat", "mtimes"],
    signatures=["K = kron(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:kron:twoDInput", when="A or B has more than two dimensions")],
    examples=[Example(code="K = kron([1 2], [1; 1])", output="K =\n\n     1     2\n     1     2\n\n"),
              Example(code="K = kron(eye(2), [1 2; 3 4])", output="K =\n\n"
                                                                  "     1     2     0     0\n"
                                                                  "     3     4     0     0\n"
                                                                  "     0     0     1     2\n"
                                                                  "     0     0     3     4\n\n")],
    accel={"kind": "custom"},
)
def kron(a: Any, b: Any, *, xp: Any) -> Any:
    cls = result_class(a, b, "kron")
    x, y = nd(to_numeric(a, xp), xp), nd(to_numeric(b, xp), xp)
    if x.ndim > 2 or y.ndim > 2:
        raise MException("MATLAB:kron:twoDInput", "Inputs must be 2-D.")
    check_array_size((x.shape[0] * y.shape[0], x.shape[1] * y.shape[1]),
                     max(x.dtype.itemsize, y.dtype.itemsize))
    return finish(xp.kron(x, y), cls, xp)
