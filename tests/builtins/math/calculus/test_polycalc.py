"""polyder / polyint (runmat_builtins/lib/math/calculus/polycalc.py): cases the fuzzer found."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, raises_id, row


def test_polyder_of_a_product_or_quotient_with_an_empty_polynomial_is_an_error():
    # octave-cli 7.3: polyder(5, zeros(3, 0)) and [q, d] = polyder(5, []) are "polyder: argument
    # must be a vector" (np.convolve refused the empty operand before)
    raises_id("MATLAB:polyder:InvalidInput", "polyder", 2.2250738585072014e-308, np.zeros((3, 0)), nargout=1)
    raises_id("MATLAB:polyder:InvalidInput", "polyder", 5.0, np.zeros((0, 0)), nargout=2)
    q, d = call("polyder", row(1, 2), row(1, 3), nargout=2)  # octave-cli 7.3: q = 1, d = [1 6 9]
    assert np.asarray(q).reshape(-1).tolist() == [1.0] and np.asarray(d).reshape(-1).tolist() == [1.0, 6.0, 9.0]
