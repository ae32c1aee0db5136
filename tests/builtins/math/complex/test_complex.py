"""real/imag/conj/angle/isreal and friends.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import math

import numpy as np

from runmat_builtins import call_builtin as c
from tests.builtins.support import arr, i8, same


def test_complex_parts():
    assert c("real", 3 + 4j) == 3 and c("imag", 3 + 4j) == 4 and c("conj", 1 + 2j) == 1 - 2j
    same(c("imag", i8([3])), 0, "int8")
    same(c("angle", arr([1, -1])), [0, math.pi])
    z = c("complex", 1.0, 0.0)
    assert isinstance(z, complex) and c("isreal", z) is False
    z = c("complex", arr([1, 2]), 0.0)
    assert z.dtype.kind == "c" and c("isreal", z) is False
    z = c("complex", np.inf, 1.0)
    assert z.real == np.inf and z.imag == 1
