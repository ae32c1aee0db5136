"""parula, jet, hot, gray, cool, spring, summer, autumn, winter, bone, copper, hsv, white.

Each returns an m-by-3 array of RGB rows in [0, 1] (m defaults to 256, the size of a
figure's default colormap), computed by MATLAB's formulas (parula: interpolated through
anchor colors of MATLAB's table, close but not bit-exact).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._args import numeric
from runmat_builtins.lib.graphics._colormaps import colormap_by_name
from runmat_builtins.spec import Example
from runmat_builtins.lib.array.shape._args import is_int_value

_BLURBS = {
    "parula": "blue to yellow, MATLAB's default", "jet": "blue, cyan, yellow, red",
    "hot": "black, red, yellow, white", "gray": "black to white", "cool": "cyan to magenta",
    "spring": "magenta to yellow", "summer": "green to yellow", "autumn": "red to yellow",
    "winter": "blue to green", "bone": "gray with a blue tint", "copper": "black to copper",
    "hsv": "hue circle", "white": "all white",
}
_EXAMPLES = {
    "gray": ("c = gray(3)", "c =\n\n         0         0         0\n"
             "    0.5000    0.5000    0.5000\n"
             "    1.0000    1.0000    1.0000\n\n"),
    "jet": ("c = jet(4)", "c =\n\n     0     0     1\n     0     1     1\n     1     1     0\n     1     0     0\n\n"),
    "hot": ("c = hot(3)", "c =\n\n     1     0     0\n     1     1     0\n     1     1     1\n\n"),
}


def _define(name: str) -> None:
    def body(m: Any = None) -> np.ndarray:
        if m is None:
            return colormap_by_name(name, 256)
        a = numeric(m, name).ravel()
        if a.size != 1 or not is_int_value(float(a[0].real)) or a[0] > 2**31:
            raise MException(f"MATLAB:{name}:InvalidInput", "The number of colors must be a nonnegative integer.")
        return colormap_by_name(name, max(int(a[0]), 0))

    body.__name__ = name
    code, out = _EXAMPLES.get(name, (f"c = {name}(4);\ndisp(size(c))", "     4     3\n"))
    runtime_builtin(
        name=name,
        summary=f"The {name} colormap ({_BLURBS[name]}) as an m-by-3 array (default m = 256).",
        keywords=["colormap", name, "colors"],
        related=["colormap", "colorbar"],
        signatures=[f"C = {name}", f"C = {name}(M)"],
        examples=[Example(code=code, output=out)],
        accel={"kind": "host-only"},
    )(body)


for _name in _BLURBS:
    _define(_name)
