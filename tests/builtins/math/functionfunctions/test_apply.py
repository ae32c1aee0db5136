"""bsxfun and nthargout.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_session


def test_bsxfun_mismatch():
    with pytest.raises(MException) as ei:
        vm_session("c = bsxfun(@plus, [1 2 3], [1 2]);")
    assert ei.value.identifier == "MATLAB:bsxfun:arrayDimensionsMustMatch"


def test_nthargout_cell_and_ntot():
    s = vm_session("c = nthargout([1 2], @max, [4 9 2]); n = nthargout(1, 2, @size, ones(3, 5));")
    c = s.workspace.raw("c")
    assert c.dtype == object and c[0, 0] == 9 and c[0, 1] == 2 and s.workspace["n"] == 3
