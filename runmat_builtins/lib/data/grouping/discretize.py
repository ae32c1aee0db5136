"""discretize: the bin of each element among given edges, as a bin number, a value of the bin,
or a categorical array whose categories name the bins."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_logical, is_numeric, shape_of



def _num(x: float) -> str:
    """An edge as num2str writes it (up to 5 significant digits)."""
    return f"{x:.5g}" if x != int(x) or abs(x) >= 1e15 else str(int(x))


def bin_names(edges: np.ndarray, right: bool) -> list[str]:
    """MATLAB's category names of the bins: '[a, b)' and a closed last bin (or '(a, b]' / '[a, b]' first)."""
    out = []
    n = edges.size - 1
    for k in range(n):
        a, b = _num(float(edges[k])), _num(float(edges[k + 1]))
        if right:
            out.append(f"[{a}, {b}]" if k == 0 else f"({a}, {b}]")
        else:
            out.append(f"[{a}, {b}]" if k == n - 1 else f"[{a}, {b})")
    return out


def bins(x: np.ndarray, edges: np.ndarray, right: bool) -> np.ndarray:
    """1-based bin numbers (NaN outside the edges or for NaN)."""
    n = edges.size - 1
    if right:
        k = np.searchsorted(edges, x, side="left")  # (e[k-1], e[k]]
        k = np.where(x == edges[0], 1, k)
    else:
        k = np.searchsorted(edges, x, side="right")  # [e[k-1], e[k])
        k = np.where(x == edges[-1], n, k)
    out = k.astype(np.float64)
    out[(k < 1) | (k > n) | np.isnan(x)] = np.nan
    return out


INVALID_N = ("MATLAB:discretize:InvalidN", "Number of bins must be a positive integer.")
INVALID_EDGES = ("MATLAB:discretize:InvalidSecondInput",
                 "Second input must be a vector of nondecreasing bin edges or a positive integer number of bins.")


def _real_numeric(v: Any) -> bool:
    return (is_numeric(v) or is_logical(v)) and not np.iscomplexobj(v)


def _edges(x: Any, spec: Any) -> np.ndarray:
    """The bin edges from EDGES or N, checked as MATLAB's discretize checks them: X real numeric
    or logical (a duration as its seconds); EDGES a real nondecreasing vector without NaN (else
    InvalidN for a scalar, InvalidSecondInput otherwise); N a finite positive integer."""
    if not (hasattr(x, "secs") or _real_numeric(x)):
        raise MException("MATLAB:discretize:invalidType", "X must be a real numeric or logical array.")
    shape = shape_of(spec)
    scalar = all(d == 1 for d in shape)
    vector = len(shape) == 2 and 1 in shape
    e = np.asarray(spec, dtype=np.float64).reshape(-1) if _real_numeric(spec) else None
    if e is None or not vector or np.isnan(e).any() or (np.diff(e) < 0).any():
        raise MException(*(INVALID_N if scalar else INVALID_EDGES))
    if scalar:  # N bins of uniform width, edges chosen as histcounts chooses them
        if not (math.isfinite(e[0]) and e[0] >= 1 and e[0] == math.floor(e[0])):
            raise MException(*INVALID_N)
        from runmat_builtins.dispatch import call_builtin

        return np.asarray(call_builtin("histcounts", x, float(e[0]), nargout=2)[1], dtype=np.float64).reshape(-1)
    if e.size < 2:
        raise MException("MATLAB:discretize:EmptyOrScalarEdges", "Bin edges must have at least 2 elements.")
    return e


@runtime_builtin(
    summary="Bin numbers of data among edges, or the bins' values, or a categorical array of the bins.",
    description="Y = discretize(X, EDGES) gives the bin of each element: bin k holds EDGES(k) <= x < "
                "EDGES(k+1), the last bin also its right edge; elements outside are NaN. "
                "discretize(X, EDGES, VALUES) returns VALUES(k); discretize(X, EDGES, 'categorical') a "
                "categorical array named like '[0, 1)' (or CATNAMES). 'IncludedEdge', 'right' closes the "
                "bins on the right.",
    keywords=["bins", "histogram", "categorical", "group", "edges"],
    related=["histcounts", "categorical", "findgroups"],
    signatures=["Y = discretize(X, EDGES)", "Y = discretize(X, N)", "Y = discretize(X, EDGES, VALUES)",
                "Y = discretize(X, EDGES, 'categorical')", "Y = discretize(X, EDGES, 'categorical', CATNAMES)",
                "[Y, E] = discretize(X, EDGES)"],
    errors=[ErrorSpec(identifier="MATLAB:discretize:invalidType", when="X is not real numeric or logical"),
            ErrorSpec(identifier="MATLAB:discretize:InvalidSecondInput", when="EDGES is not a real nondecreasing vector"),
            ErrorSpec(identifier="MATLAB:discretize:InvalidN", when="N is not a positive integer")],
    examples=[Example(code='y = discretize([1 3 5 7 10], [0 4 8 10]);\nfprintf("%g ", y); fprintf("\\n")', output="1 1 2 2 3 \n"),
              Example(code='c = discretize([0.1 0.6 1], [0 0.5 1], "categorical");\nk = categories(c);\nfprintf("%s|", k{:}); fprintf("\\n")',
                      output="[0, 0.5)|[0.5, 1]|\n")],
)
def discretize(x: Any, edges: Any, *args: Any, nargout: int = 1) -> Any:
    rest = list(args)
    right = False
    if len(rest) >= 2 and option_text(rest[-2]) == "includededge":
        side = option_text(rest[-1])
        if side not in ("left", "right"):
            raise MException("MATLAB:discretize:InvalidIncludedEdge", "IncludedEdge must be 'left' or 'right'.")
        right = side == "right"
        del rest[-2:]
    e = _edges(x, edges)
    arr = np.asarray(x.secs if hasattr(x, "secs") else x, dtype=np.float64)
    shape = arr.shape if arr.ndim >= 2 else (1, max(arr.size, 1)) if arr.ndim == 1 else (1, 1)
    k = bins(arr.reshape(shape), e, right)
    if rest and option_text(rest[0]) == "categorical":
        from runmat_builtins.lib.categorical import _text
        from runmat_builtins.lib.categorical._value import CategoricalArray

        names = _text.names(rest[1]) if len(rest) > 1 else bin_names(e, right)
        if len(names) != e.size - 1:
            raise MException("MATLAB:discretize:CatNamesLength",
                             "The number of category names must equal the number of bins.")
        codes = np.where(np.isnan(k), 0, k).astype(np.int64)
        out: Any = CategoricalArray(codes, names)
    elif rest:
        if not _real_numeric(rest[0]) or len(rest) > 1:  # text, a handle, a cell: no VALUES this is
            raise MException(*(("MATLAB:discretize:ParseFlags", "Invalid parameter name or value.")
                               if len(rest) % 2 == 0 else
                               ("MATLAB:discretize:InvalidValues", "VALUES must be a nonempty numeric vector.")))
        vals = np.asarray(rest[0], dtype=np.float64).reshape(-1)
        if vals.size != e.size - 1:
            raise MException("MATLAB:discretize:ValuesLength", "VALUES must have one element per bin.")
        out = np.full(k.shape, np.nan)
        ok = ~np.isnan(k)
        out[ok] = vals[k[ok].astype(int) - 1]
    else:
        out = k
    if nargout > 1:
        return out, e.reshape(1, -1)
    return out
