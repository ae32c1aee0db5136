"""Piecewise polynomials (spline, pchip, mkpp, ppval): pp struct fields and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import StructArray
from tests.builtins.support import call, ident, row


def test_pp_struct_fields():
    pp = call("spline", row(0, 1, 2, 3), row(0, 1, 8, 27))
    assert isinstance(pp, StructArray) and list(pp.fields) == ["form", "breaks", "coefs", "pieces", "order", "dim"]
    assert np.allclose(np.asarray(pp.get("coefs")), [[1, 0, 0, 0], [1, 3, 3, 1], [1, 6, 12, 8]], atol=1e-12)


def test_piecewise_errors():
    assert ident("spline", row(1), row(1)) == "MATLAB:chckxy:NotEnoughPts"
    assert ident("spline", row(1, 1, 2), row(1, 2, 3)) == "MATLAB:chckxy:RepeatedSites"
    assert ident("pchip", row(1, 2, 3), row(1, 2)) == "MATLAB:chckxy:NumSitesMismatchValues"
    assert ident("ppval", 1.0, 1.0) == "MATLAB:ppval:InvalidPP"
    assert ident("mkpp", row(0), row(1)) == "MATLAB:mkpp:BreaksTooFew"
