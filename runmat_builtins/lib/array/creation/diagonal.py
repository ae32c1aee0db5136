"""Diagonals and triangles: diag, tril, triu."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.limits import check_array_size
from runmat_builtins.lib.array.shape._args import array_arg, is_int_value, nd, values
from runmat_builtins.spec import ErrorSpec, Example


def _k(k: Any, fname: str) -> int:
    if k is None:
        return 0
    try:
        vals = values(k)
    except TypeError:
        vals = []
    if len(vals) != 1 or not is_int_value(vals[0]):
        raise MException(f"MATLAB:{fname}:kthDiagInputNotInteger",
                         "K-th diagonal input must be an integer scalar.")
    return int(vals[0])


@runtime_builtin(
    summary="Diagonal matrix from a vector, or the diagonal of a matrix (as a column).",
    description="diag(v, k) puts vector v on the k-th diagonal of a square matrix; diag(A, k) "
                "returns the k-th diagonal of matrix A as a column vector (k > 0 above the main "
                "diagonal, k < 0 below).",
    keywords=["diagonal", "matrix"],
    related=["eye", "tril", "triu", "trace"],
    signatures=["D = diag(v)", "D = diag(v, k)", "x = diag(A)", "x = diag(A, k)"],
    errors=[ErrorSpec(identifier="MATLAB:diag:kthDiagInputNotInteger", when="k is not an integer scalar"),
            ErrorSpec(identifier="MATLAB:diag:firstInputMustBe2D", when="the input has more than 2 dimensions")],
    examples=[Example(code="D = diag([1 2 3])", output="D =\n\n"
                                                       "     1     0     0\n"
                                                       "     0     2     0\n"
                                                       "     0     0     3\n\n"),
              Example(code="d = diag([1 2; 3 4])", output="d =\n\n     1\n     4\n\n"),
              Example(code="D = diag([5 6], 1)", output="D =\n\n"
                                                        "     0     5     0\n"
                                                        "     0     0     6\n"
                                                        "     0     0     0\n\n")],
    accel={"kind": "shape"},
)
def diag(v: Any, k: Any = None, *, xp: Any) -> Any:
    kk = _k(k, "diag")
    a = array_arg(v, xp)
    if a.ndim > 2:
        raise MException("MATLAB:diag:firstInputMustBe2D", "First input must be 2-D.")
    r, c = a.shape
    if r == 0 and c == 0:
        return xp.zeros((0, 0), dtype=a.dtype)  # diag([]) is [] (0x0), for every k
    if r == 1 or c == 1:
        n = a.size + abs(kk)
        check_array_size((n, n), a.dtype.itemsize)
        if a.size == 0:
            return xp.zeros((n, n), dtype=a.dtype)
        return xp.diag(a.reshape(-1), kk)
    kk = max(min(kk, c), -r)  # past the corner every diagonal is empty
    d = xp.diagonal(a, kk) if a.size else a.reshape(0)
    return xp.reshape(d.copy(), (-1, 1))


def _tri(a: Any, k: Any, fname: str, xp: Any, lower: bool) -> Any:
    kk = _k(k, fname)
    m = array_arg(a, xp)
    if m.ndim > 2:
        raise MException(f"MATLAB:{fname}:firstInputMustBe2D", "First input must be 2D.")
    if m.dtype.kind in "OT":
        raise MException("MATLAB:UndefinedFunction",
                         f"Undefined function '{fname}' for input arguments of type 'cell'.")
    # a diagonal beyond the matrix selects all or nothing: clamp it (NumPy takes a C long)
    kk = max(-(m.shape[0] + 1), min(kk, m.shape[1] + 1))
    out = xp.tril(m, kk) if lower else xp.triu(m, kk)
    if type(a) is float:
        return float(out[0, 0])
    return out


def _triangle(name: str, out: str, lower: bool, summary: str, keywords: list[str], example: Example) -> Any:
    """Define tril/triu: the lower (upper) triangle of a matrix, on and below (above) diagonal k."""

    def body(a: Any, k: Any = None, *, xp: Any) -> Any:
        return _tri(a, k, name, xp, lower)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, keywords=keywords, related=["triu" if lower else "tril", "diag"],
        signatures=[f"{out} = {name}(A)", f"{out} = {name}(A, k)"],
        errors=[ErrorSpec(identifier=f"MATLAB:{name}:firstInputMustBe2D", when="A has more than 2 dimensions")],
        examples=[example], accel={"kind": "shape", "precisions": ["double", "single", "int", "logical", "complex"]},
    )(body)


tril = _triangle("tril", "L", True, "Lower triangular part of a matrix (on and below the k-th diagonal).",
                 ["triangular", "lower", "matrix"],
                 Example(code="L = tril(magic(3))", output="L =\n\n"
                                                           "     8     0     0\n"
                                                           "     3     5     0\n"
                                                           "     4     9     2\n\n"))
triu = _triangle("triu", "U", False, "Upper triangular part of a matrix (on and above the k-th diagonal).",
                 ["triangular", "upper", "matrix"],
                 Example(code="U = triu(magic(3), 1)", output="U =\n\n"
                                                              "     0     1     6\n"
                                                              "     0     0     7\n"
                                                              "     0     0     0\n\n"))
