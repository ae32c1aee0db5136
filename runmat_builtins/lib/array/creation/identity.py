"""Identity matrices: eye."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.creation._build import ALL_PRECISIONS, LIKE_DATA, finish, parse
from runmat_builtins.spec import ErrorSpec, Example


@runtime_builtin(
    summary="Identity matrix: ones on the main diagonal, zeros elsewhere.",
    description="eye(N) is N-by-N, eye(M, N) and eye([M N]) are M-by-N; a trailing class name "
                "or 'like', P picks the class. Only 2-D sizes are allowed.",
    keywords=["identity", "diagonal", "create"],
    related=["zeros", "ones", "diag"],
    signatures=["I = eye", "I = eye(N)", "I = eye(M, N)", "I = eye(SZ)", "I = eye(M, N, CLASSNAME)",
                "I = eye(M, N, 'like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:eye:NDInput", when="more than two size dimensions are given"),
            ErrorSpec(identifier="MATLAB:NonIntegerInput", when="a size input is not an integer")],
    examples=[Example(code="I = eye(3)", output="I =\n\n"
                                                "     1     0     0\n"
                                                "     0     1     0\n"
                                                "     0     0     1\n\n"),
              Example(code="I = eye(2, 3)", output="I =\n\n     1     0     0\n     0     1     0\n\n")],
    accel={"kind": "construct", "data": LIKE_DATA, "precisions": ALL_PRECISIONS},
)
def eye(*args: Any, xp: Any) -> Any:
    if not args:
        return 1.0
    req = parse(args, "eye")
    if len(req.shape) > 2:
        raise MException("MATLAB:eye:NDInput", "N-dimensional arrays are not supported.")
    m, n = req.shape
    return finish(xp.eye(m, n, dtype=req.dtype), req, xp)
