"""fft, ifft (one dimension), fft2/ifft2 (first two) and fftn/ifftn (all dimensions).

Results whose imaginary parts are all zero are returned as real arrays, as elsewhere in
the runtime; 'symmetric' inverses treat the input as conjugate symmetric and are real.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import expand_to
from runmat_builtins.lib.math.fft._args import (
    as_float, length_arg, resize, single_result, size_arg, symmetric_flag, trim, working_axis,
)
from runmat_builtins.numeric import narrow
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "custom", "data": [0], "precisions": ["double", "single", "complex"]}
_LEN_ERR = ErrorSpec(identifier="MATLAB:fft:lengthNotNonnegInt", when="n is not a nonnegative integer")
_DIM_ERR = ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                     when="dim is not a positive integer")


def _one_dim(x: Any, n: Any, dim: Any, fname: str, xp: Any, inverse: bool, symmetric: bool) -> Any:
    a = as_float(x, fname, xp)
    a, ax = working_axis(a, dim)
    length = length_arg(n, fname)
    if length is None:
        length = a.shape[ax]
    if length == 0 or a.size == 0 and length == a.shape[ax]:
        shp = list(a.shape)
        shp[ax] = length
        return trim(xp.zeros(tuple(shp), dtype=a.dtype))
    a = resize(a, ax, length, xp)
    if inverse and symmetric:
        half = resize(a, ax, length // 2 + 1, xp)
        r = xp.fft.irfft(half, n=length, axis=ax)
    elif inverse:
        r = xp.fft.ifft(a, axis=ax)
    else:
        r = xp.fft.fft(a, axis=ax)
    return narrow(single_result(a, r), xp)


@runtime_builtin(
    summary="Discrete Fourier transform along a dimension, optionally zero-padded or truncated to n points.",
    description="Y(k) = sum_j X(j) exp(-2*pi*i*(j-1)*(k-1)/n). Works along the first non-singleton "
                "dimension unless dim is given; fft(X, [], dim) keeps the length.",
    keywords=["fourier", "spectrum", "frequency", "dft", "fast fourier transform"],
    related=["ifft", "fft2", "fftn", "fftshift", "nextpow2"],
    signatures=["Y = fft(X)", "Y = fft(X, n)", "Y = fft(X, n, dim)"],
    errors=[_LEN_ERR, _DIM_ERR, ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is not numeric")],
    examples=[Example(code="y = fft([1 0; 0 1])", output="y =\n\n     1     1\n     1    -1\n\n"),
              Example(code="y = fft(1:3, 4)", output="y =\n\n"
                                                     "   6.0000 + 0.0000i  -2.0000 - 2.0000i   2.0000 + 0.0000i  -2.0000 + 2.0000i\n\n")],
    accel=_ACCEL,
)
def fft(x: Any, n: Any = None, dim: Any = None, *, xp: Any) -> Any:
    return _one_dim(x, n, dim, "fft", xp, False, False)


@runtime_builtin(
    summary="Inverse discrete Fourier transform along a dimension; 'symmetric' gives a real result.",
    description="ifft(fft(X)) returns X up to rounding. With 'symmetric', Y is treated as "
                "conjugate symmetric (only its first half is used) and the result is real.",
    keywords=["inverse fourier", "spectrum", "idft"],
    related=["fft", "ifft2", "ifftn", "ifftshift"],
    signatures=["X = ifft(Y)", "X = ifft(Y, n)", "X = ifft(Y, n, dim)", "X = ifft(Y, n, dim, 'symmetric')",
                "X = ifft(Y, 'symmetric')"],
    errors=[ErrorSpec(identifier="MATLAB:ifft:lengthNotNonnegInt", when="n is not a nonnegative integer"),
            _DIM_ERR],
    examples=[Example(code="x = ifft(fft([1 2 3]))", output="x =\n\n     1     2     3\n\n"),
              Example(code="x = ifft([4 0 0 0])", output="x =\n\n     1     1     1     1\n\n")],
    accel=_ACCEL,
)
def ifft(y: Any, *args: Any, xp: Any) -> Any:
    args, sym = symmetric_flag(args, "ifft")
    if len(args) > 2:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    n = args[0] if args else None
    dim = args[1] if len(args) > 1 else None
    return _one_dim(y, n, dim, "ifft", xp, True, sym)


def _multi(x: Any, sizes: list[int] | None, naxes: int | None, fname: str, xp: Any,
           inverse: bool, symmetric: bool) -> Any:
    a = as_float(x, fname, xp)
    if naxes is None:
        naxes = max(a.ndim, len(sizes) if sizes else 0)
    a = expand_to(a, naxes)
    axes = tuple(range(naxes))
    if sizes is not None:
        for ax, s in zip(axes, sizes):
            if s is not None:  # [] keeps that dimension's size
                a = resize(a, ax, s, xp)
    if a.size == 0:
        return trim(a)
    if inverse:
        r = xp.fft.ifftn(a, axes=axes)
        if symmetric:
            r = r.real
    else:
        r = xp.fft.fftn(a, axes=axes)
    return narrow(single_result(a, r), xp)


@runtime_builtin(
    summary="Two-dimensional discrete Fourier transform (of each 2-D page), optionally padded to m-by-n.",
    description="Equivalent to fft(fft(X, [], 1), [], 2).",
    keywords=["fourier", "2-D", "image spectrum"], related=["ifft2", "fft", "fftn"],
    signatures=["Y = fft2(X)", "Y = fft2(X, m, n)"],
    errors=[ErrorSpec(identifier="MATLAB:fft2:sizeNotNonnegInt", when="m or n is not a nonnegative integer")],
    examples=[Example(code="y = fft2([1 2; 3 4])", output="y =\n\n    10    -2\n    -4     0\n\n")],
    accel=_ACCEL,
)
def fft2(x: Any, m: Any = None, n: Any = None, *, xp: Any) -> Any:
    if m is not None and n is None:  # fft2(X, m) without n
        raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
    sizes = None if m is None else [length_arg(m, "fft2"), length_arg(n, "fft2")]
    return _multi(x, sizes, 2, "fft2", xp, False, False)


@runtime_builtin(
    summary="Two-dimensional inverse discrete Fourier transform; 'symmetric' gives a real result.",
    description="ifft2(fft2(X)) returns X up to rounding.",
    keywords=["inverse fourier", "2-D"], related=["fft2", "ifft", "ifftn"],
    signatures=["X = ifft2(Y)", "X = ifft2(Y, m, n)", "X = ifft2(Y, 'symmetric')"],
    errors=[ErrorSpec(identifier="MATLAB:ifft2:sizeNotNonnegInt", when="m or n is not a nonnegative integer")],
    examples=[Example(code="x = ifft2([10 -2; -4 0])", output="x =\n\n     1     2\n     3     4\n\n")],
    accel=_ACCEL,
)
def ifft2(y: Any, *args: Any, xp: Any) -> Any:
    args, sym = symmetric_flag(args, "ifft2")
    if len(args) == 1:  # ifft2(Y, m) without n
        raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
    if len(args) > 2:
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    sizes = None if not args else [length_arg(args[0], "ifft2"), length_arg(args[1], "ifft2")]
    return _multi(y, sizes, 2, "ifft2", xp, True, sym)


@runtime_builtin(
    summary="N-dimensional discrete Fourier transform, optionally padded/truncated to size siz.",
    description="Transforms along every dimension of X (or of the size vector siz).",
    keywords=["fourier", "n-d", "multidimensional"], related=["ifftn", "fft", "fft2"],
    signatures=["Y = fftn(X)", "Y = fftn(X, siz)"],
    errors=[ErrorSpec(identifier="MATLAB:fftn:sizeNotNonnegInt", when="siz has a negative or fractional entry")],
    examples=[Example(code="y = fftn([1 2; 3 4])", output="y =\n\n    10    -2\n    -4     0\n\n")],
    accel=_ACCEL,
)
def fftn(x: Any, siz: Any = None, *, xp: Any) -> Any:
    sizes = None if siz is None else size_arg(siz, "fftn")
    return _multi(x, sizes, None, "fftn", xp, False, False)


@runtime_builtin(
    summary="N-dimensional inverse discrete Fourier transform; 'symmetric' gives a real result.",
    description="ifftn(fftn(X)) returns X up to rounding.",
    keywords=["inverse fourier", "n-d"], related=["fftn", "ifft", "ifft2"],
    signatures=["X = ifftn(Y)", "X = ifftn(Y, siz)", "X = ifftn(Y, 'symmetric')"],
    errors=[ErrorSpec(identifier="MATLAB:ifftn:sizeNotNonnegInt", when="siz has a negative or fractional entry")],
    examples=[Example(code="x = ifftn([10 -2; -4 0])", output="x =\n\n     1     2\n     3     4\n\n")],
    accel=_ACCEL,
)
def ifftn(y: Any, *args: Any, xp: Any) -> Any:
    args, sym = symmetric_flag(args, "ifftn")
    sizes = None if not args else size_arg(args[0], "ifftn")
    return _multi(y, sizes, None, "ifftn", xp, True, sym)
