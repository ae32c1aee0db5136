"""Running totals and extremes: cumsum, cumprod, cummax, cummin."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, dim_arg, option
from runmat_builtins.lib.math.reduction._core import check_class, numeric_view, scalar_out
from runmat_builtins.numeric import INT_CLASSES, cast_to
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "reduction", "precisions": ["double", "single", "int", "logical", "complex"]}


def _args(args: tuple, fname: str) -> tuple[int | None, bool, bool | None]:
    dim: int | None = None
    reverse = False
    omit: bool | None = None
    for a in args:
        w = option(a)
        if w is None:
            dim = dim_arg(a)
        elif w in ("forward", "reverse"):
            reverse = w == "reverse"
        elif w in ("omitnan", "includenan", "omitmissing", "includemissing"):
            omit = w.startswith("omit")
        else:
            raise MException(f"RunMat:{fname}:invalidOption", f"Invalid option '{w}' for {fname}.")
    return dim, reverse, omit


def _run(x: Any, args: tuple, fname: str, xp: Any) -> Any:
    if type(x) is float and not args:
        return x
    cls = check_class(x, fname)
    dim, reverse, omit = _args(args, fname)
    arr = numeric_view(x, xp)
    ax = default_dim(arr.shape) if dim is None else dim
    if ax >= arr.ndim or arr.size == 0:
        out = arr
    else:
        if fname in ("cumsum", "cumprod") and arr.dtype.kind in "biu":
            arr = arr.astype(np.float64)
        if reverse:
            arr = xp.flip(arr, axis=ax)
        if fname == "cumsum":
            out = xp.cumsum(xp.where(xp.isnan(arr), 0, arr) if omit and arr.dtype.kind in "fc" else arr, axis=ax)
        elif fname == "cumprod":
            out = xp.cumprod(xp.where(xp.isnan(arr), 1, arr) if omit and arr.dtype.kind in "fc" else arr, axis=ax)
        else:
            mx = fname == "cummax"
            if arr.dtype.kind in "fc" and omit is not False:
                uf = np.fmax if mx else np.fmin
            else:
                uf = np.maximum if mx else np.minimum
            out = uf.accumulate(arr, axis=ax) if xp is np else getattr(xp, uf.__name__).accumulate(arr, axis=ax)
        if reverse:
            out = xp.flip(out, axis=ax)
    if fname in ("cumsum", "cumprod"):
        if cls in INT_CLASSES:
            out = cast_to(out, cls, xp)
        elif out.dtype.kind == "b":
            out = out.astype(np.float64)
    elif cls == "logical":
        out = out.astype(bool)
    return scalar_out(out)


def _sigs(name: str, out: str) -> list[str]:
    return [f"{out} = {name}(A)", f"{out} = {name}(A, dim)", f"{out} = {name}(A, direction)",
            f"{out} = {name}(A, dim, direction)", f"{out} = {name}(A, dim, direction, nanflag)"]


_ERRS = [ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger", when="dim is not a positive integer")]


def _running(name: str, out: str, *, summary: str, keywords: list[str], related: list[str],
             examples: list[Example], description: str | None = None) -> Any:
    """Define the running reduction NAME along a dimension (``OUT = NAME(A, DIM, ...)``)."""

    def body(a: Any, *args: Any, xp: Any) -> Any:
        return _run(a, args, name, xp)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    extra = {} if description is None else {"description": description}
    return runtime_builtin(name=name, summary=summary, **extra, keywords=keywords, related=related,
                           signatures=_sigs(name, out), errors=_ERRS, examples=examples, accel=_ACCEL)(body)


cumsum = _running(
    "cumsum", "B", summary="Cumulative sum along a dimension ('reverse' runs from the end).",
    description="Integer inputs keep their class (saturating); logical and char give double; "
                "'omitnan' treats NaN as 0.",
    keywords=["running total", "cumulative", "prefix sum"], related=["sum", "cumprod", "diff"],
    examples=[Example(code="c = cumsum([1 2 3 4])", output="c =\n\n     1     3     6    10\n\n"),
              Example(code="c = cumsum([1 2; 3 4], 2)", output="c =\n\n     1     3\n     3     7\n\n")])
cumprod = _running(
    "cumprod", "B", summary="Cumulative product along a dimension ('reverse' runs from the end).",
    keywords=["running product", "cumulative"], related=["prod", "cumsum"],
    examples=[Example(code="c = cumprod([1 2 3 4])", output="c =\n\n     1     2     6    24\n\n")])
cummax = _running(
    "cummax", "M", summary="Running maximum along a dimension (NaN ignored unless 'includenan').",
    keywords=["running maximum", "cumulative", "envelope"], related=["max", "cummin"],
    examples=[Example(code="m = cummax([1 3 2 5 4])", output="m =\n\n     1     3     3     5     5\n\n")])
cummin = _running(
    "cummin", "M", summary="Running minimum along a dimension (NaN ignored unless 'includenan').",
    keywords=["running minimum", "cumulative"], related=["min", "cummax"],
    examples=[Example(code="m = cummin([5 3 4 1 2])", output="m =\n\n     5     3     3     1     1\n\n")])
