"""Octave 7.3 cases: polyder/polyint, gradient, del2, interp2."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "polyder_const": show("polyder(5)"),
    "polyder_product": show("polyder([1 0 -1], [2 3])"),
    "polyder_quotient": "[q, d] = polyder([1 0], [1 1]);" + show("q") + show("d"),
    "polyint_k": show("polyint([4 0 -2], 3)"),
    "gradient_spacing": show("gradient([0 1 4 9 16], 0.5)"),
    "gradient_coords": show("gradient([0 1 4 9], [0 1 3 4])"),
    "gradient_matrix": "[gx, gy] = gradient([1 3 6; 2 5 9; 4 8 13], 2, 1);" + show("gx") + show("gy"),
    "gradient_col": show("gradient([1; 4; 9; 16])"),
    "del2_matrix": show("del2([1 4 9; 16 25 36; 49 64 81])"),
    "del2_spacing": show("del2([1 8 27 64 125], 0.5)"),
    "interp2_linear": "[X, Y] = meshgrid(1:3, 1:3); V = X + 10*Y;" + show("interp2(X, Y, V, [1.5 2.25], [1.5 2.75])"),
    "interp2_grid": show("interp2([1 2 3; 4 5 6], [1 1.5 3], [1; 2])"),
    "interp2_nearest": show("interp2([1 2 3; 4 5 6; 7 8 9], [1.4 2.6], [2.6 1.2], 'nearest')"),
    "interp2_extrap": show("interp2([1 2; 3 4], [0 3 1.5], [1 1 1.5], 'linear', -1)"),
    "interp2_vectors": show("interp2([0 10], [0 1], [0 10; 1 11], 5, 0.5)"),
}
