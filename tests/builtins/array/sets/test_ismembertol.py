"""ismembertol: tolerance scaled by max(abs([A(:); B(:)])), DataScale, ByRows, LocB
(MATLAB documentation: ismembertol)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_row
from tests.builtins.support import call, m, raises_id, row


def test_floating_point_roundoff_is_a_member():
    assert call("ismembertol", 0.1 + 0.2, row(0.3, 0.5)) is True
    assert call("ismember", 0.1 + 0.2, row(0.3, 0.5)) is False


def test_tolerance_is_relative_to_the_data_and_locb_is_the_lowest_index():
    tf, loc = call("ismembertol", row(1, 2.05, 3), row(3, 1.0000001, 1.0), 1e-3, nargout=2)
    assert tf.ravel().tolist() == [True, False, True]
    assert loc.ravel().tolist() == [2.0, 0.0, 1.0]


def test_data_scale_makes_the_tolerance_absolute():
    a, b = row(10.0), row(10.5)
    assert call("ismembertol", a, b, 0.1) is True  # 0.1 * 10.5 > 0.5
    assert call("ismembertol", a, b, 0.1, char_row("DataScale"), 1.0) is False


def test_by_rows():
    tf = call("ismembertol", m("1 2; 3 4"), m("3 4.000001; 5 6"), 1e-6, char_row("ByRows"), True)
    assert tf.shape == (2, 1) and tf.ravel().tolist() == [False, True]
    raises_id("MATLAB:ismembertol:AandBColnumAgree", "ismembertol", m("1 2"), m("1 2 3"), 1e-6,
              char_row("ByRows"), True)


def test_nan_is_never_a_member_and_text_is_refused():
    assert call("ismembertol", float("nan"), row(float("nan"), 1)) is False
    raises_id("MATLAB:ismembertol:InputClass", "ismembertol", np.array([["a"]], dtype="<U1"), row(1))
