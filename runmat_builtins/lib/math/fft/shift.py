"""Spectrum helpers: fftshift/ifftshift (move the zero frequency to the center and back) and
nextpow2 (exponent of the next power of two, for choosing FFT lengths)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.array.shape._args import dim_arg, element_array, expand_to, nd, require_array
from runmat_builtins.lib.math.fft._args import trim
from runmat_builtins.numeric import arith_class, to_numeric
from runmat_builtins.spec import ErrorSpec, Example

_SHAPE = {"kind": "shape", "precisions": ["double", "single", "int", "logical", "complex"]}


def _shift(x: Any, dim: Any, xp: Any, inverse: bool) -> Any:
    held = element_array(x)  # any array shifts: a struct array's elements, a handle array's too
    if held is not None:
        return held[1](_shift(held[0], dim, np, inverse))
    if type(x) is not float and type(x) is not bool and type(x) is not complex:
        require_array(x)
    a = nd(x, xp)
    if dim is None:
        axes = tuple(range(a.ndim))
    else:
        ax = dim_arg(dim)
        a = expand_to(a, ax + 1)
        axes = (ax,)
    f = xp.fft.ifftshift if inverse else xp.fft.fftshift
    return trim(f(a, axes=axes))


@runtime_builtin(
    summary="Swap the halves of each dimension so the zero-frequency term moves to the center.",
    description="For odd lengths the extra element goes to the front half; ifftshift undoes it.",
    keywords=["center spectrum", "zero frequency", "rotate"], related=["ifftshift", "fft", "circshift"],
    signatures=["Y = fftshift(X)", "Y = fftshift(X, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer")],
    examples=[Example(code="y = fftshift(1:5)", output="y =\n\n     4     5     1     2     3\n\n")],
    accel=_SHAPE,
)
def fftshift(x: Any, dim: Any = None, *, xp: Any) -> Any:
    return _shift(x, dim, xp, False)


@runtime_builtin(
    summary="Inverse of fftshift: move the zero-frequency term back to the first element.",
    description="ifftshift(fftshift(X)) is X for every length.",
    keywords=["undo shift", "zero frequency"], related=["fftshift", "ifft"],
    signatures=["Y = ifftshift(X)", "Y = ifftshift(X, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer")],
    examples=[Example(code="y = ifftshift(1:5)", output="y =\n\n     3     4     5     1     2\n\n")],
    accel=_SHAPE,
)
def ifftshift(x: Any, dim: Any = None, *, xp: Any) -> Any:
    return _shift(x, dim, xp, True)


@runtime_builtin(
    summary="Exponent of the next power of 2: the smallest p with 2^p >= abs(A), elementwise.",
    description="nextpow2(0) is 0. Integer inputs give results of their class.",
    keywords=["power of two", "fft length", "log2"], related=["pow2", "log2", "fft"],
    signatures=["P = nextpow2(A)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not numeric")],
    examples=[Example(code="p = nextpow2(100)", output="p =\n\n     7\n\n"),
              Example(code="p = nextpow2([0 1 0.3 1024])", output="p =\n\n     0     0    -1    10\n\n")],
)
def nextpow2(a: Any) -> Any:
    cls = arith_class(a, "nextpow2")
    x = np.abs(nd(to_numeric(a, np)).astype(np.float64))
    m, e = np.frexp(x)
    p = np.where(m == 0.5, e - 1, e).astype(np.float64)
    p = np.where(x == 0, 0.0, p)
    p = np.where(np.isinf(x), np.inf, np.where(np.isnan(x), np.nan, p))
    if cls == "single":
        return p.astype(np.float32)
    if cls.startswith(("int", "uint")):
        return p.astype(nd(a).dtype)
    return p
