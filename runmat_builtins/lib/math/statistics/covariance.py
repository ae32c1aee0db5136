"""Covariance and correlation: cov (variance for vectors, covariance matrix of columns) and
corrcoef (correlation coefficients, with p-values as a second output)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.statistics._common import data, scalar_or_array
from runmat_builtins.spec import ErrorSpec, Example

_NANFLAGS = ("includenan", "omitrows", "partialrows")


def _columns(a: np.ndarray) -> np.ndarray:
    """Observations in rows, variables in columns (a vector is one variable)."""
    if a.ndim > 2:
        raise MException("MATLAB:cov:InputDim", "Inputs must be 2-D.")
    if a.shape[0] == 1:
        return a.reshape(-1, 1)
    return a


def _parse(args: tuple, fname: str) -> tuple[list[np.ndarray], int, str]:
    arrays: list[np.ndarray] = []
    w = 0
    flag = "includenan"
    for v in args:
        word = option(v)
        if word is not None:
            if word not in _NANFLAGS:
                raise MException(f"MATLAB:{fname}:unknownFlag", f"Unknown option '{word}'.")
            flag = word
            continue
        arrays.append(data(v, fname))
    if fname == "cov" and len(arrays) >= 2 and arrays[-1].size == 1 and \
            (len(arrays) == 3 or arrays[0].size != 1):
        wv = values(arrays.pop())[0]
        if wv not in (0.0, 1.0):
            raise MException("MATLAB:cov:invalidWgts", "W must be 0 or 1 or a vector of weights.")
        w = int(wv)
    return arrays, w, flag


def _matrix(arrays: list[np.ndarray], fname: str) -> np.ndarray:
    if len(arrays) == 1:
        return _columns(arrays[0])
    if len(arrays) > 2:
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    a, b = arrays
    if a.size != b.size:
        raise MException(f"MATLAB:{fname}:XYlengthMismatch", "The number of elements in x and y must match.")
    return np.column_stack([a.reshape(-1, order="F"), b.reshape(-1, order="F")])


def _drop_rows(m: np.ndarray, flag: str) -> np.ndarray:
    if flag in ("omitrows", "partialrows"):
        return m[~np.isnan(m).any(axis=1)]
    return m


def _cov(m: np.ndarray, w: int) -> np.ndarray:
    n = m.shape[0]
    if n == 0:
        return np.full((m.shape[1], m.shape[1]), np.nan)
    c = m - m.mean(axis=0)
    denom = n if (w == 1 or n == 1) else n - 1
    return (c.conj().T @ c) / denom


@runtime_builtin(
    summary="Covariance: the variance of a vector, or the covariance matrix of a matrix's columns.",
    description="cov(A, B) treats A(:) and B(:) as two variables and returns the 2-by-2 matrix. "
                "Normalized by N-1 (w = 0, default) or N (w = 1); 'omitrows' drops rows with NaN.",
    keywords=["covariance", "variance", "statistics"], related=["corrcoef", "var", "std"],
    signatures=["C = cov(A)", "C = cov(A, B)", "C = cov(A, w)", "C = cov(A, B, w)", "C = cov(A, nanflag)"],
    errors=[ErrorSpec(identifier="MATLAB:cov:XYlengthMismatch", when="A and B have different numbers of elements"),
            ErrorSpec(identifier="MATLAB:cov:invalidWgts", when="w is not 0 or 1")],
    examples=[Example(code="c = cov([1 2 3 4])", output="c =\n\n    1.6667\n\n"),
              Example(code="c = cov([1 2; 3 5; 4 4])", output="c =\n\n"
                                                              "    2.3333    1.8333\n"
                                                              "    1.8333    2.3333\n\n")],
)
def cov(a: Any, *args: Any) -> Any:
    arrays, w, flag = _parse((a,) + args, "cov")
    if len(arrays) > 2:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    m = _drop_rows(_matrix(arrays, "cov"), flag)
    return scalar_or_array(_cov(m, w))


@runtime_builtin(
    summary="Correlation coefficients of the columns of A (or of A(:) and B(:)); p-values as a second output.",
    description="R(i,j) = C(i,j)/sqrt(C(i,i)*C(j,j)) with C = cov(...). P(i,j) tests the hypothesis "
                "of no correlation with a two-sided t test on N-2 degrees of freedom.",
    keywords=["correlation", "pearson", "statistics"], related=["cov", "std"],
    signatures=["R = corrcoef(A)", "R = corrcoef(A, B)", "[R, P] = corrcoef(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:corrcoef:XYlengthMismatch",
                      when="A and B have different numbers of elements")],
    examples=[Example(code="r = corrcoef([1 2; 3 5; 4 4])", output="r =\n\n"
                                                                   "    1.0000    0.7857\n"
                                                                   "    0.7857    1.0000\n\n")],
)
def corrcoef(a: Any, *args: Any, nargout: int) -> Any:
    arrays, _, flag = _parse((a,) + args, "corrcoef")
    m = _drop_rows(_matrix(arrays, "corrcoef"), flag)
    c = _cov(m, 0)
    d = np.sqrt(np.real(np.diag(c)))
    with np.errstate(invalid="ignore", divide="ignore"):
        r = c / np.outer(d, d)
    r = np.where(np.abs(r) > 1, np.sign(r), r) if r.dtype.kind == "f" else r
    np.fill_diagonal(r, np.where(np.isnan(np.diag(r)), np.nan, 1.0))
    if nargout <= 1:
        return scalar_or_array(r)
    from scipy import stats  # start-up: scipy loads on first use

    n = m.shape[0]
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.real(r) * np.sqrt((n - 2) / (1 - np.real(r) ** 2))
        p = 2 * stats.t.sf(np.abs(t), n - 2)
    np.fill_diagonal(p, 1.0)
    return scalar_or_array(r), scalar_or_array(p)
