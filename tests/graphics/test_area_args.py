"""area(X, Y, BASEVALUE): the base value is one number (fuzz finding: an empty one was a Python
IndexError)."""

from __future__ import annotations

import pytest

from runmat_builtins import MException
from tests.builtins.support import vm_output


def test_area_base_value_must_be_a_scalar():
    with pytest.raises(MException) as ei:
        vm_output("h = area(1, 2, single([]));")
    assert ei.value.identifier == "MATLAB:expectedScalar"
    assert vm_output("h = area([1 2 3], [4 5 6], 1); disp(h.BaseValue)").strip() == "1"
