"""rats: the width argument. MATLAB pads each field to STRLEN characters, so a STRLEN no array
could hold is MATLAB's size error, never an OverflowError from the padding."""

from __future__ import annotations

from runmat_builtins.values import to_str
from tests.builtins.support import call, ident


def test_rats_width_pads_and_huge_width_is_a_size_error():
    assert to_str(call("rats", 0.75, 12.0)).strip() == "3/4"
    assert len(to_str(call("rats", 0.75, 12.0))) == 12
    assert ident("rats", 0.75, 1e15) == "MATLAB:array:SizeLimitExceeded"
    assert ident("rats", 1.8446744073709552e19, 1.8446744073709552e19, nargout=2).startswith("MATLAB:")
