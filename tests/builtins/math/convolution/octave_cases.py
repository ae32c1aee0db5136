"""Octave 7.3 cases: conv2, filter2."""

from __future__ import annotations

from tests.oracle.cases import shows

CASES: dict[str, str] = {
    "conv2_shapes": shows("conv2(magic(4), [1 2; 3 4], 'same')", "conv2(magic(4), [1 2 3; 4 5 6; 7 8 9], 'same')",
                          "conv2(magic(4), [1 2; 3 4], 'valid')", "size(conv2([1 2], magic(3), 'valid'))"),
    "conv2_separable": shows("conv2([1 2 3], [1; 2], magic(3))", "conv2([1 2 3], [1; 2], magic(3), 'same')"),
    "filter2_shapes": shows("filter2([1 2; 3 4], magic(4), 'valid')", "filter2([1 2 3], magic(4))",
                            "filter2([1 2; 3 4], magic(3), 'full')"),
}
