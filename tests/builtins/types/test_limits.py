"""intmax/intmin/realmax/realmin/flintmax/eps per class.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import char_row
from tests.builtins.support import arr, i8, raises_id, same


def test_limits():
    same(c("intmax", char_row("int8")), 127, "int8")
    same(c("intmax"), 2147483647, "int32")
    same(c("intmin", char_row("int16")), -32768, "int16")
    same(c("intmax", char_row("uint64")), 2**64 - 1, "uint64")
    same(c("intmax", char_row("like"), i8([1])), 127, "int8")
    assert c("realmax") == np.finfo(np.float64).max and c("realmin") == 2.2250738585072014e-308
    same(c("realmax", char_row("single")), np.finfo(np.float32).max, "single")
    assert c("flintmax") == 2.0**53
    same(c("flintmax", char_row("single")), 2.0**24, "single")
    assert c("eps") == 2.0**-52 and c("eps", 1.0) == 2.0**-52
    assert c("eps", 1000.0) == pytest.approx(1.1369e-13, rel=1e-4)  # Octave: 1.1369e-13
    same(c("eps", arr([1], np.float32)), np.float32(2.0**-23), "single")
    assert c("eps", 0.0) == 5e-324 and np.isnan(c("eps", np.inf))
    same(c("eps", char_row("single")), np.float32(2.0**-23), "single")
    raises_id("MATLAB:intmax:invalidClassName", "intmax", char_row("double"))
