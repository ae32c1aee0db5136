"""Octave 7.3 cases: mat2cell."""

from __future__ import annotations

CASES: dict[str, str] = {
    "mat2cell_sizes": "c = mat2cell(magic(4), [1 3], [2 2]); disp(size(c)); disp(c{2, 2})",
    "mat2cell_char": "c = mat2cell('abcdef', 1, [2 4]); disp(c{2})",
    "mat2cell_cell": "c = mat2cell({1, 2, 3}, 1, [1 2]); disp(class(c{2})); disp(size(c{2}))",
}
