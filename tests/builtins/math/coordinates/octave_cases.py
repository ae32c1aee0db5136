"""Octave 7.3 cases: cart2pol/pol2cart, cart2sph/sph2cart, unwrap."""

from __future__ import annotations

from tests.oracle.cases import shows

CASES: dict[str, str] = {
    "cart2pol_vec": "[t, r] = cart2pol([1 0 -1 3], [1 2 -1 -4]);" + shows("t", "r"),
    "cart2pol_z": "[t, r, z] = cart2pol([1 2], [3 4], [5 6]);" + shows("t", "r", "z"),
    "pol2cart_vec": "[x, y] = pol2cart([0 pi/4 pi], [1 2 3]);" + shows("x", "y"),
    "cart2sph_vec": "[a, e, r] = cart2sph([1 0 -1], [0 2 -1], [1 -1 0]);" + shows("a", "e", "r"),
    "sph2cart_vec": "[x, y, z] = sph2cart([0 pi/2 pi/4], [0 pi/6 -pi/3], [1 2 3]);" + shows("x", "y", "z"),
    "unwrap_cols": shows("unwrap([0 1; 4 2; 8 9.5; 1 -3])"),
    "unwrap_row": shows("unwrap([0 3 6.5 10 3 0])"),
    "unwrap_tol": shows("unwrap([0 1 4 2 8 9.5], 4)"),
    "unwrap_dim2": shows("unwrap([0 4 8; 1 2 9.5], [], 2)"),
    "unwrap_phase": shows("unwrap(angle(exp(1i * (0:0.9:9))))"),
}
