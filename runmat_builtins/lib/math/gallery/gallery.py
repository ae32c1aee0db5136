"""gallery: a few of MATLAB's named test-matrix families ('minij', 'tridiag', 'lehmer',
'moler', 'circul', 'ris'), returned as full matrices (MATLAB returns 'tridiag' sparse;
RunMat's sparse matrices are dense-backed, see math/sparse)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.gallery._common import order, vector
from runmat_builtins.spec import ErrorSpec, Example



def _minij(n: int) -> np.ndarray:
    i = np.arange(1, n + 1, dtype=np.float64)
    return np.minimum(i[:, None], i[None, :])


def _lehmer(n: int) -> np.ndarray:
    i = np.arange(1, n + 1, dtype=np.float64)
    a = i[:, None] / i[None, :]
    return np.where(a > 1, 1 / a, a)


def _tridiag(args: list[Any]) -> np.ndarray:
    if len(args) in (1, 2, 4) and values(args[0]).__len__() == 1:
        n = order(args[0], "gallery")
        if len(args) == 1:
            c, d, e = -1.0, 2.0, -1.0
        elif len(args) == 4:
            c, d, e = (values(a)[0] for a in args[1:])
        else:
            raise MException("MATLAB:gallery:InvalidArgs", "tridiag takes (n), (n, c, d, e) or (c, d, e).")
        return np.diag(np.full(n - 1, c), -1) + np.diag(np.full(n, d)) + np.diag(np.full(n - 1, e), 1) \
            if n else np.zeros((0, 0))
    if len(args) == 3:
        c, d, e = (vector(a, "gallery").real for a in args)
        n = d.size
        if c.size != n - 1 or e.size != n - 1:
            raise MException("MATLAB:gallery:InvalidArgs", "Subdiagonals must have one element fewer than the diagonal.")
        return np.diag(c, -1) + np.diag(d) + np.diag(e, 1)
    raise MException("MATLAB:gallery:InvalidArgs", "tridiag takes (n), (n, c, d, e) or (c, d, e).")


def _moler(n: int, alpha: float = -1.0) -> np.ndarray:
    t = np.triu(np.full((n, n), alpha), 1) + np.eye(n)
    return t.T @ t


def _circul(v: np.ndarray) -> np.ndarray:
    n = v.size
    idx = (np.arange(n)[None, :] - np.arange(n)[:, None]) % n
    return v[idx]


def _ris(n: int) -> np.ndarray:
    i = np.arange(1, n + 1, dtype=np.float64)
    return 0.5 / (n - i[:, None] - i[None, :] + 1.5)


_FAMILIES = ("minij", "tridiag", "lehmer", "moler", "circul", "ris")


@runtime_builtin(
    summary="Named families of test matrices: gallery('minij', n), gallery('tridiag', n), "
            "gallery('lehmer', n), 'moler', 'circul', 'ris'.",
    description="'minij': min(i, j), symmetric positive definite. 'tridiag': tridiagonal with "
                "sub-, main and superdiagonal c, d, e (default -1, 2, -1; MATLAB returns it "
                "sparse, RunMat full). 'lehmer': A(i, j) = i/j for j >= i. 'moler': T'*T with T "
                "unit upper triangular with alpha (default -1) above the diagonal. 'circul': "
                "circulant with first row v (or 1:n). 'ris': 0.5./(n - i - j + 1.5). Other "
                "families of MATLAB's gallery are not implemented.",
    keywords=["test matrix", "minij", "tridiag", "lehmer", "moler", "circulant"],
    related=["hilb", "pascal", "toeplitz", "magic"],
    signatures=["A = gallery(matname, n)", "A = gallery('tridiag', n, c, d, e)",
                "A = gallery('tridiag', c, d, e)", "A = gallery(matname, varargin)"],
    errors=[ErrorSpec(identifier="MATLAB:gallery:UnknownFamily", when="the family name is not implemented")],
    examples=[Example(code="A = gallery('minij', 3)", output="A =\n\n"
                                                             "     1     1     1\n"
                                                             "     1     2     2\n"
                                                             "     1     2     3\n\n"),
              Example(code="A = gallery('lehmer', 3)",
                      output="A =\n\n"
                             "    1.0000    0.5000    0.3333\n"
                             "    0.5000    1.0000    0.6667\n"
                             "    0.3333    0.6667    1.0000\n\n"),
              Example(code="A = full(gallery('tridiag', 3, 1, 5, 2))",
                      output="A =\n\n     5     2     0\n     1     5     2\n     0     1     5\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def gallery(matname: Any, *args: Any) -> Any:
    name = option(matname)
    if name not in _FAMILIES:
        raise MException("MATLAB:gallery:UnknownFamily",
                         f"Unknown matrix family '{name if name is not None else ''}' (RunMat implements "
                         + ", ".join(_FAMILIES) + ").")
    rest = list(args)
    if name == "tridiag":
        return _tridiag(rest)
    if not rest:
        raise MException("MATLAB:gallery:InvalidArgs", f"gallery('{name}') needs an order n.")
    if name == "circul":
        v = vector(rest[0], "gallery")
        if v.size == 1:
            v = np.arange(1, int(v.real[0]) + 1, dtype=np.float64)
        return _circul(v)
    n = order(rest[0], "gallery")
    if name == "minij":
        return _minij(n)
    if name == "lehmer":
        return _lehmer(n)
    if name == "moler":
        return _moler(n, values(rest[1])[0] if len(rest) > 1 else -1.0)
    return _ris(n)
