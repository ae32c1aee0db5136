"""Every example of the math_b builtins prints what octave-cli prints (MATLAB-only cases listed)."""

from __future__ import annotations

import pytest

import runmat_builtins
from tests.math_b import octave_oracle

MINE = ("array/creation", "array/shape", "array/manipulation", "array/sorting", "array/sets",
        "array/search", "math/reduction", "math/cumulative", "math/linalg", "math/polynomials",
        "math/interpolation", "math/random")
# Where Octave 7.3 and documented MATLAB differ, the example shows MATLAB's result.
MATLAB_ONLY = {
    "x = sum([1 NaN 3], 'omitnan')", "m = mean([1 NaN 3], 'omitnan')", "tf = any([0 0; 0 0], 'all')",
    "x = sum(int8([100 100]))", "vq = interp1([1 2 3], [10 20 30], [0 4])",
    "[C, ia, ic] = unique([5 5 7], 'stable')", "[tf, loc] = ismember([1 5 2], [2 1 1])", "v = 0:0.25:1", "N = histcounts([1 2 2 3 5], [0 2 4 6])",
    "I = eye(3)", "I = eye(2, 3)", "D = diag([1 2 3])", "Y = expm(zeros(2))", "[L, U, P] = lu([1 2; 3 4])",
    "rng(42);\nx = rand;\ndisp(x > 0 && x < 1)", "rng('default');\nr = randi(10, 1, 5)",
    "rng(1);\na = rand;\nrng(1);\nb = rand;\ndisp(a == b)", "s = rng;\nx = rand;\nrng(s);\ndisp(rand == x)",
}


def _examples():
    cat = runmat_builtins.catalog()
    out = []
    for name in cat.names():
        spec = cat.get(name)
        if spec.category in MINE:
            out.extend((name, ex.code, ex.output) for ex in spec.examples if ex.code not in MATLAB_ONLY)
    return out


@pytest.mark.octave
@pytest.mark.skipif(not octave_oracle.available(), reason="octave-cli is not installed")
def test_examples_match_octave():
    cases = _examples()
    got = octave_oracle.run([c for _, c, _ in cases])
    bad = [(n, c, want, g) for (n, c, want), g in zip(cases, got) if g != want]
    assert not bad, "\n".join(f"{n}: {c!r}\n  stored {w!r}\n  octave {g!r}" for n, c, w, g in bad[:10])


def test_every_builtin_has_examples():
    cat = runmat_builtins.catalog()
    missing = [n for n in cat.names() if cat.get(n).category in MINE and not cat.get(n).examples]
    assert not missing
