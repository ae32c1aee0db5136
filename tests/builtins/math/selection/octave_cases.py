"""Octave 7.3 cases: vecnorm."""

from __future__ import annotations

from tests.oracle.cases import shows

CASES: dict[str, str] = {
    "vecnorm_cols": shows("vecnorm([3 1; 4 1])", "vecnorm(magic(4))"),
    "vecnorm_p": shows("vecnorm([1 -2 2; 0 3 4], 1)", "vecnorm([1 -2 2; 0 3 4], 3, 2)",
                       "vecnorm([1 -2 2; 0 3 4], Inf, 2)", "vecnorm([1 -2 2; 0 3 4], 0.5)"),
    "vecnorm_complex": shows("vecnorm([3+4i 1; 1i 1])", "vecnorm([3+4i 1; 1i 1], 2, 2)"),
    "vecnorm_dim3": shows("size(vecnorm([1 2; 3 4], 2, 3))", "vecnorm([1 2; 3 4], 2, 3)"),
    "vecnorm_single": "fprintf('%s\\n', class(vecnorm(single([3 4]))));",
}
