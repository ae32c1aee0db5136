"""Octave 7.3 cases: fzero, fminsearch, fminbnd, nthargout, bsxfun."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "fzero_bracket": "fprintf('%.10f\\n', fzero(@(x) cos(x) - x, [0 1]))",
    "fzero_start": "fprintf('%.10f\\n', fzero(@(x) x.^3 - 2*x - 5, 2))",
    "fzero_start0": "fprintf('%.10f\\n', fzero(@(x) x - 0.3, 0))",
    "fzero_outputs": "[x, fv, ef] = fzero(@(x) x.^2 - 4, [0 5]); fprintf('%.8f %d\\n', x, ef)",
    "fzero_extra": "f = @(x, c) x.^2 - c; fprintf('%.8f\\n', fzero(@(x) f(x, 9), [0 5]))",
    "fminsearch_quad": "x = fminsearch(@(p) (p(1)-3).^2 + (p(2)+1).^2 + 2, [0 0]); fprintf('%.3f %.3f\\n', x)",
    "fminsearch_scalar": "[x, fv] = fminsearch(@(x) (x - 2).^4 + 1, 0); fprintf('%.2f %.4f\\n', x, fv)",
    "fminbnd_sin": "[x, fv] = fminbnd(@sin, 0, 2*pi); fprintf('%.4f %.4f\\n', x, fv)",
    "fminbnd_poly": "x = fminbnd(@(x) x.^3 - 2*x, 0, 2); fprintf('%.4f\\n', x)",
    "nthargout_sort": show("nthargout(2, @sort, [3 1 2])"),
    "nthargout_max": show("nthargout(2, @max, [1 7 3; 9 2 4])"),
    "bsxfun_plus": show("bsxfun(@plus, [1; 2; 3], [10 20])"),
    "bsxfun_anon": show("bsxfun(@(a, b) max(a, b), [1 5 3], [2; 4])"),
    "bsxfun_times": show("bsxfun(@times, [1 2; 3 4], [2; 3])"),
}
