"""Octave 7.3 cases: reciprocal and inverse hyperbolic trigonometry (acot, acsc, asec ...), atan2d."""

from __future__ import annotations

from tests.oracle.cases import shows

CASES: dict[str, str] = {
    "acot_vec": shows("acot([-2 -0.5 0 0.5 2 Inf])"),
    "acsc_domain": shows("real(acsc([-2 -0.5 0.5 2]))", "imag(acsc([-2 -0.5 0.5 2]))"),
    "asec_domain": shows("real(asec([-2 -0.5 0.5 2]))", "imag(asec([-2 -0.5 0.5 2]))"),
    "acoth_domain": shows("real(acoth([-2 -0.5 0.5 2]))", "imag(acoth([-2 -0.5 0.5 2]))"),
    "acsch_vec": shows("acsch([-2 -0.5 0.5 2])"),
    "asech_domain": shows("real(asech([-2 -0.5 0.5 1 2]))", "imag(asech([-2 -0.5 0.5 1 2]))"),
    "reciprocal_trig_single": "fprintf('%s %s\\n', class(acot(single(2))), class(asech(single(0.5))));",
    "atan2d_quadrants": shows("atan2d([1 1 -1 -1 0], [1 -1 1 -1 -1])", "atan2d([1; 2], [1 2 3])"),
}
