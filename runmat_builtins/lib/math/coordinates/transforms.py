"""cart2pol, pol2cart, cart2sph, sph2cart: elementwise coordinate transforms with implicit
expansion (angles in radians). """

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.numeric import class_name, is_complex, to_numeric, undefined
from runmat_builtins.numeric.define import float_binary
from runmat_builtins.spec import ErrorSpec, Example

_ERRS = [ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="the input sizes are not compatible"),
         ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an input is an integer class, cell or struct"),
         ErrorSpec(identifier="MATLAB:cart2pol:complexArgs", when="an input is complex (cart2pol, cart2sph)")]
_REL = ["cart2pol", "pol2cart", "cart2sph", "sph2cart", "hypot", "atan2"]


def _mul(a: Any, b: Any, name: str) -> Any:
    return float_binary(a, b, np, np.multiply, name)


def _un(f: Any, a: Any, name: str) -> Any:
    cls = class_name(a)
    if cls not in ("double", "single", "logical", "char"):
        raise undefined(name, cls)
    v = nd(to_numeric(a, np)).astype(np.float32 if cls == "single" else (np.complex128 if is_complex(a) else np.float64)) \
        if not isinstance(a, (float, complex)) else a
    return f(v)


def _real(name: str, *args: Any) -> None:
    for a in args:
        if is_complex(a):
            raise MException(f"MATLAB:{name}:complexArgs", "Inputs must be real.")


@runtime_builtin(
    summary="Cartesian to polar or cylindrical coordinates: [theta, rho, z] = cart2pol(x, y, z).",
    description="theta = atan2(y, x) in radians, rho = hypot(x, y); z passes through.",
    keywords=["coordinates", "polar", "cylindrical", "convert", "angle"], related=_REL[1:],
    signatures=["[theta, rho] = cart2pol(x, y)", "[theta, rho, z] = cart2pol(x, y, z)"],
    errors=_ERRS,
    examples=[Example(code="[theta, rho] = cart2pol(1, 1)", output="theta =\n\n"
                                                                   "    0.7854\n\n"
                                                                   "rho =\n\n"
                                                                   "    1.4142\n\n")],
)
def cart2pol(x: Any, y: Any, z: Any = None) -> Any:
    _real("cart2pol", x, y)
    th = float_binary(y, x, np, np.arctan2, "cart2pol")
    rho = float_binary(x, y, np, np.hypot, "cart2pol")
    return (th, rho) if z is None else (th, rho, z)


@runtime_builtin(
    summary="Polar or cylindrical to Cartesian coordinates: [x, y, z] = pol2cart(theta, rho, z).",
    description="x = rho.*cos(theta), y = rho.*sin(theta), theta in radians; z passes through.",
    keywords=["coordinates", "polar", "cylindrical", "convert"], related=["cart2pol", "sph2cart"],
    signatures=["[x, y] = pol2cart(theta, rho)", "[x, y, z] = pol2cart(theta, rho, z)"],
    errors=_ERRS[:2],
    examples=[Example(code="[x, y] = pol2cart(pi/2, 2)", output="x =\n\n   1.2246e-16\n\ny =\n\n     2\n\n")],
)
def pol2cart(theta: Any, rho: Any, z: Any = None) -> Any:
    x = _mul(rho, _un(np.cos, theta, "pol2cart"), "pol2cart")
    y = _mul(rho, _un(np.sin, theta, "pol2cart"), "pol2cart")
    return (x, y) if z is None else (x, y, z)


@runtime_builtin(
    summary="Cartesian to spherical coordinates: [azimuth, elevation, r] = cart2sph(x, y, z).",
    description="azimuth = atan2(y, x), elevation = atan2(z, hypot(x, y)) (radians), "
                "r = hypot(hypot(x, y), z).",
    keywords=["coordinates", "spherical", "azimuth", "elevation", "convert"], related=["sph2cart", "cart2pol"],
    signatures=["[azimuth, elevation, r] = cart2sph(x, y, z)"],
    errors=[_ERRS[0], _ERRS[1], ErrorSpec(identifier="MATLAB:cart2sph:complexArgs", when="an input is complex")],
    examples=[Example(code="[az, el, r] = cart2sph(1, 1, 1)", output="az =\n\n"
                                                                     "    0.7854\n\n"
                                                                     "el =\n\n"
                                                                     "    0.6155\n\n"
                                                                     "r =\n\n"
                                                                     "    1.7321\n\n")],
)
def cart2sph(x: Any, y: Any, z: Any) -> Any:
    _real("cart2sph", x, y, z)
    hxy = float_binary(x, y, np, np.hypot, "cart2sph")
    r = float_binary(hxy, z, np, np.hypot, "cart2sph")
    el = float_binary(z, hxy, np, np.arctan2, "cart2sph")
    az = float_binary(y, x, np, np.arctan2, "cart2sph")
    return az, el, r


@runtime_builtin(
    summary="Spherical to Cartesian coordinates: [x, y, z] = sph2cart(azimuth, elevation, r).",
    description="z = r.*sin(elevation), x = r.*cos(elevation).*cos(azimuth), "
                "y = r.*cos(elevation).*sin(azimuth), angles in radians.",
    keywords=["coordinates", "spherical", "azimuth", "elevation", "convert"], related=["cart2sph", "pol2cart"],
    signatures=["[x, y, z] = sph2cart(azimuth, elevation, r)"],
    errors=_ERRS[:2],
    examples=[Example(code="[x, y, z] = sph2cart(0, 0, 2)", output="x =\n\n"
                                                                   "     2\n\n"
                                                                   "y =\n\n"
                                                                   "     0\n\n"
                                                                   "z =\n\n"
                                                                   "     0\n\n")],
)
def sph2cart(az: Any, el: Any, r: Any) -> Any:
    z = _mul(r, _un(np.sin, el, "sph2cart"), "sph2cart")
    rc = _mul(r, _un(np.cos, el, "sph2cart"), "sph2cart")
    x = _mul(rc, _un(np.cos, az, "sph2cart"), "sph2cart")
    y = _mul(rc, _un(np.sin, az, "sph2cart"), "sph2cart")
    return x, y, z
