"""Parts of complex numbers: real, imag, conj, angle, and complex(A, B) to build them
(complex() keeps a zero imaginary part; arithmetic results drop it)."""

from __future__ import annotations

import builtins
import math

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import INT_CLASSES, align, arith_class, is_complex, result_class, to_numeric
from runmat_builtins.spec import ErrorSpec, Example

_PREC = ["double", "single", "int", "logical"]
_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="Z is a cell, struct, string or other non-numeric value")]
_complex = builtins.complex  # the builtin below shadows the Python type
_FAMILY = ["real", "imag", "conj", "angle", "complex", "isreal", "abs"]


@runtime_builtin(
    summary="Real part of complex values (real input is returned as is).",
    keywords=["complex", "real part"], related=[f for f in _FAMILY if f != "real"],
    signatures=["X = real(Z)"], errors=_ERR,
    examples=[Example(code="x = real(3 + 4i)", output="x =\n\n     3\n\n")],
    accel={"kind": "elementwise", "template": "real({0})", "precisions": _PREC},
)
def real(z, *, xp):
    t = type(z)
    if t is float:
        return z
    if t is _complex:
        return z.real
    cls = arith_class(z, "real")
    if cls in ("logical", "char"):
        return to_numeric(z, xp)
    return xp.ascontiguousarray(z.real) if z.dtype.kind == "c" else z


@runtime_builtin(
    summary="Imaginary part of complex values (zeros for real input).",
    keywords=["complex", "imaginary part"], related=[f for f in _FAMILY if f != "imag"],
    signatures=["Y = imag(Z)"], errors=_ERR,
    examples=[Example(code="y = imag([3+4i 2])", output="y =\n\n     4     0\n\n")],
    accel={"kind": "elementwise", "template": "imag({0})", "precisions": _PREC},
)
def imag(z, *, xp):
    t = type(z)
    if t is float or t is bool:
        return 0.0
    if t is _complex:
        return z.imag
    cls = arith_class(z, "imag")
    if z.dtype.kind == "c":
        return xp.ascontiguousarray(z.imag)
    return xp.zeros(z.shape, dtype=np.float64 if cls in ("logical", "char") else z.dtype)


@runtime_builtin(
    summary="Complex conjugate (real input is returned as is).",
    keywords=["complex", "conjugate"], related=[f for f in _FAMILY if f != "conj"] + ["ctranspose"],
    signatures=["ZC = conj(Z)"], errors=_ERR,
    examples=[Example(code="zc = conj(1 + 2i)", output="zc =\n\n   1.0000 - 2.0000i\n\n")],
    accel={"kind": "elementwise", "template": "conj({0})", "precisions": _PREC},
)
def conj(z, *, xp):
    t = type(z)
    if t is float:
        return z
    if t is _complex:
        return z.conjugate()
    cls = arith_class(z, "conj")
    if cls in ("logical", "char"):
        return to_numeric(z, xp)
    return xp.conj(z) if z.dtype.kind == "c" else z


@runtime_builtin(
    summary="Phase angle in radians, atan2(imag(Z), real(Z)).",
    keywords=["complex", "phase", "argument"], related=[f for f in _FAMILY if f != "angle"] + ["atan2"],
    signatures=["THETA = angle(Z)"], errors=_ERR,
    examples=[Example(code="t = angle([1 -1])", output="t =\n\n         0    3.1416\n\n")],
    accel={"kind": "elementwise", "precisions": ["double", "single"]},
)
def angle(z, *, xp):
    t = type(z)
    if t is float:
        return 0.0 if z >= 0 or z != z else math.pi if z == z else z
    if t is _complex:
        return math.atan2(z.imag, z.real)
    cls = arith_class(z, "angle")
    v = to_numeric(z, xp)
    if type(v) is float:  # a logical scalar converts to a Python float
        return 0.0 if v >= 0 or v != v else math.pi
    r = xp.arctan2(v.imag, v.real) if v.dtype.kind == "c" else xp.arctan2(xp.zeros_like(v), v)
    return r.astype(np.float32) if cls == "single" else r.astype(np.float64, copy=False)


@runtime_builtin(
    summary="Build complex values A + B*i; complex(A) makes A complex with zero imaginary parts.",
    description="Unlike A + B*1i, the result stays complex even when B is 0 (isreal is false).",
    keywords=["complex", "construct", "imaginary"], related=[f for f in _FAMILY if f != "complex"],
    signatures=["Z = complex(A, B)", "Z = complex(A)"],
    errors=_ERR + [ErrorSpec(identifier="MATLAB:complex:invalidRealPartInput", when="A or B is complex"),
                   ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="A and B sizes differ")],
    examples=[Example(code="z = complex(3, 4)", output="z =\n\n   3.0000 + 4.0000i\n\n")],
    accel={"kind": "elementwise", "precisions": ["double", "single"]},
)
def complex(a, b=None, *, xp):
    if b is None:
        if type(a) is float:
            return a + 0j
        cls = arith_class(a, "complex")
        v = to_numeric(a, xp)
        if is_complex(v):
            return v
        return v.astype(np.complex64 if cls == "single" else np.complex128)
    if type(a) is float and type(b) is float:
        return _complex(a, b)
    if is_complex(a) or is_complex(b):
        raise MException("MATLAB:complex:invalidRealPartInput", "Real and imaginary parts must be real.")
    cls = result_class(a, b, "complex")
    if cls in INT_CLASSES:
        raise MException("RunMat:complexInteger", "Complex integer arithmetic is not supported.")
    x, y = align(to_numeric(a, xp), to_numeric(b, xp))
    ct = np.complex64 if cls == "single" else np.complex128
    shape = xp.broadcast_shapes(getattr(x, "shape", (1, 1)), getattr(y, "shape", (1, 1)))
    out = xp.empty(shape, dtype=ct)
    out.real = x
    out.imag = y  # not x + y*1i: Inf*1i would put NaN in the real part
    return out
