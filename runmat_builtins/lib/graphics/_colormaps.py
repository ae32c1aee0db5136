"""Built-in colormaps as m-by-3 arrays: MATLAB's formulas for jet, hot, gray, cool, ...;
parula is interpolated through anchor colors of MATLAB's table (close, not bit-exact)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.limits import check_array_size

_PARULA_ANCHORS = np.array([
    [0.2422, 0.1504, 0.6603], [0.2810, 0.3228, 0.9579], [0.1786, 0.5289, 0.9682],
    [0.0689, 0.6948, 0.8394], [0.2161, 0.7843, 0.5923], [0.6720, 0.7793, 0.2227],
    [0.9970, 0.7659, 0.2199], [0.9769, 0.9839, 0.0805]])


def _interp(anchors: np.ndarray, m: int) -> np.ndarray:
    if m == 0:
        return np.zeros((0, 3))
    t = np.linspace(0, 1, len(anchors))
    u = np.linspace(0, 1, m) if m > 1 else np.zeros(1)
    return np.column_stack([np.interp(u, t, anchors[:, k]) for k in range(3)])


def _ramp(m: int) -> np.ndarray:
    return (np.arange(m) / max(m - 1, 1)).reshape(-1, 1)


def _jet(m: int) -> np.ndarray:
    if m == 0:
        return np.zeros((0, 3))
    n = int(np.ceil(m / 4))
    u = np.concatenate([np.arange(1, n + 1) / n, np.ones(n - 1), np.arange(n, 0, -1) / n])
    g = int(np.ceil(n / 2)) - (1 if m % 4 == 1 else 0) + np.arange(1, u.size + 1)
    r, b = g + n, g - n
    out = np.zeros((m, 3))
    for col, idx in ((0, r), (1, g), (2, b)):
        keep = (idx >= 1) & (idx <= m)
        out[idx[keep] - 1, col] = u[keep]
    return out


def _hot(m: int) -> np.ndarray:
    n = int(np.fix(3 / 8 * m))
    r = np.concatenate([np.arange(1, n + 1) / max(n, 1), np.ones(m - n)])
    g = np.concatenate([np.zeros(n), np.arange(1, n + 1) / max(n, 1), np.ones(max(m - 2 * n, 0))])[:m]
    k = m - 2 * n
    b = np.concatenate([np.zeros(2 * n), np.arange(1, k + 1) / max(k, 1)])[:m]
    return np.column_stack([r[:m], g, b])


def _hsv(m: int) -> np.ndarray:
    import colorsys

    h = np.arange(m) / max(m, 1)
    return np.array([colorsys.hsv_to_rgb(x, 1.0, 1.0) for x in h]).reshape(m, 3)


def _copper(m: int) -> np.ndarray:
    g = _ramp(m)
    return np.minimum(1, np.hstack([g * 1.25, g * 0.7812, g * 0.4975]))


def _bone(m: int) -> np.ndarray:
    return (7 * _gray(m) + _hot(m)[:, ::-1]) / 8


def _gray(m: int) -> np.ndarray:
    return np.repeat(_ramp(m), 3, axis=1)


MAPS = {
    "parula": lambda m: _interp(_PARULA_ANCHORS, m),
    "jet": _jet,
    "hot": _hot,
    "gray": _gray,
    "cool": lambda m: np.hstack([_ramp(m), 1 - _ramp(m), np.ones((m, 1))]),
    "spring": lambda m: np.hstack([np.ones((m, 1)), _ramp(m), 1 - _ramp(m)]),
    "summer": lambda m: np.hstack([_ramp(m), 0.5 + _ramp(m) / 2, 0.4 * np.ones((m, 1))]),
    "autumn": lambda m: np.hstack([np.ones((m, 1)), _ramp(m), np.zeros((m, 1))]),
    "winter": lambda m: np.hstack([np.zeros((m, 1)), _ramp(m), 0.5 + (1 - _ramp(m)) / 2]),
    "bone": _bone,
    "copper": _copper,
    "hsv": _hsv,
    "white": lambda m: np.ones((m, 3)),
}


def colormap_by_name(name: str, m: int = 256) -> np.ndarray:
    fn = MAPS.get(name.lower())
    if fn is None:
        raise MException("MATLAB:colormap:InvalidInput", f"Invalid colormap name '{name}'.")
    check_array_size((int(m), 3))  # every map of m colors is m-by-3 double: refuse before building it
    return np.asarray(fn(int(m)), dtype=np.float64).reshape(int(m), 3)
