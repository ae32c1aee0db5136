"""sin/cos/tan family values; degree functions exact at special angles.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from tests.builtins.support import arr, raises_id, same


def test_trig_values():
    assert c("atan2", -1.0, -1.0) == pytest.approx(-2.356194490192345)  # Octave: -2.3562
    assert c("hypot", 1e200, 1e200) == pytest.approx(1.4142135623730951e200)
    assert c("deg2rad", 180.0) == pytest.approx(math.pi) and c("rad2deg", math.pi) == pytest.approx(180)
    assert c("sec", 0.0) == 1 and c("csc", math.pi / 2) == 1
    raises_id("MATLAB:atan2:complexArgs", "atan2", 1j, 1.0)


def test_degree_trig_exact_at_special_angles():
    # MATLAB: sind(180) = 0, cosd(90) = 0, tand(45) = 1, tand(90) = Inf, sind(30) = 0.5
    assert c("sind", 180.0) == 0 and c("sind", 30.0) == 0.5 and c("sind", -90.0) == -1
    assert c("cosd", 90.0) == 0 and c("cosd", 60.0) == 0.5 and c("cosd", 720.0) == 1
    assert c("tand", 45.0) == 1 and c("tand", 90.0) == math.inf and c("tand", 270.0) == -math.inf
    same(c("sind", arr([0.0, 30.0, 180.0, 360.0, -180.0])), [0, 0.5, 0, 0, 0])
    same(c("cosd", arr([90.0, 270.0, 180.0])), [0, 0, -1])
    assert abs(c("sind", 10.0) - math.sin(math.radians(10))) < 1e-15
    assert np.isnan(c("sind", math.inf)) and np.isnan(c("cosd", math.nan))
    assert c("asind", 1.0) == 90 and c("acosd", 0.0) == 90 and c("atand", 1.0) == 45
    z = c("asind", 2.0)  # Octave: 90.000 - 75.456i
    assert abs(z - complex(90, -75.45612929021689)) < 1e-9
    from runmat_builtins.values import to_str

    assert to_str(c("class", c("sind", np.array([[30.0]], dtype=np.float32)))) == "single"
