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


@pytest.mark.parametrize("src, ident", [
    ("h = area(reshape(1:24, 2, 3, 4));", "MATLAB:area:InvalidData"),
    ("h = area(5042336537819254, reshape(1:24, 2, 3, 4));", "MATLAB:area:InvalidData"),
    ("h = area(1:3, [1 2 3 4]);", "MATLAB:area:VectorsMismatch"),
    ("h = area([1 2 3], [1 2; 3 4]);", "MATLAB:area:VectorsMismatch"),
])
def test_area_data_must_be_2d_with_one_x_per_row(src, ident):
    # an N-D Y or an X whose length is not Y's rows is MATLAB's error (fuzz finding: a NumPy
    # broadcast ValueError); X of Y's row count, or of its column count (Y transposed), draws
    with pytest.raises(MException) as ei:
        vm_output(src)
    assert ei.value.identifier == ident
    assert vm_output("h = area(1:2, [1 2 3; 4 5 6]); disp(numel(h))").strip() == "3"
