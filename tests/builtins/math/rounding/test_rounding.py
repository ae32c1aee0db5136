"""round/fix/floor/ceil, with digits.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import math

import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import char_row
from tests.builtins.support import arr, i8, same


def test_rounding():
    same(c("round", arr([-2.5, -0.5, 0.5, 2.5])), [-3, -1, 1, 3])
    same(c("floor", arr([-2.5, 2.5])), [-3, 2])
    same(c("ceil", arr([-2.5, 2.5])), [-2, 3])
    same(c("fix", arr([-2.7, 2.7])), [-2, 2])
    assert c("round", -2.5) == -3.0
    assert math.copysign(1, c("ceil", -0.5)) == -1  # -0 like MATLAB
    same(c("round", i8([5])), 5, "int8")
    assert c("round", math.pi, 2.0) == pytest.approx(3.14)  # MATLAB doc: round(pi, 2) = 3.1400
    assert c("round", 1234.0, -2.0) == 1200.0
    assert c("round", 1234.5678, 3.0, char_row("significant")) == 1230.0
    c_ = c("round", arr([1.25 + 2.5j], complex))
    assert c_.ravel()[0] == 1 + 3j
