"""A template's domain decided by its scalar parameters (``x .^ 2`` needs no check, ``x .^ 0.5``
does) is remembered per parameter values: chain.m's ``y .^ 2`` decided it on every call."""

from __future__ import annotations

import numpy as np


def test_a_domain_decision_is_cached_per_parameter_values():
    from runmat_accel.fusion.program import _IN_DOMAIN, in_domain_for
    from runmat_accel.fusion.template import parse

    tree = parse("pow({0}, {1})").tree
    f8 = np.dtype(np.float64)
    _IN_DOMAIN.clear()
    assert in_domain_for(tree, [None, 2.0], f8) is True  # an integer exponent: real for every base
    assert in_domain_for(tree, [None, 0.5], f8) is False  # a fractional one needs the base's sign
    assert in_domain_for(tree, [None, 2.0], f8) is True and len(_IN_DOMAIN) == 2  # the second call hit
