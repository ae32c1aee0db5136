"""The templates the compiled tier pastes in instead of calling a scalar kernel give exactly the
kernel's answer: a shape query's ``array_inline`` (for an argument proved an array) on arrays of
every class and shape, and ``fast`` (the common case inline, the kernel for the rest).  (``inline``
templates are checked with the kernels themselves, tests/math_a/test_scalar_kernels.py.)"""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import catalog
from runmat_builtins.numeric import scalar as K

ARRAYS = [np.zeros((0, 0)), np.zeros((1, 0)), np.zeros((0, 3)), np.ones((1, 1)), np.ones((3, 1)),
          np.ones((1, 5)), np.ones((4, 6)), np.ones((7, 2)), np.ones((2, 3, 4)), np.ones((2, 3, 1, 5)),
          np.zeros((3, 0, 2)), np.array([["a", "b"]]), np.empty((2, 2), dtype=object),
          np.ones((3, 3), dtype=np.int8), np.ones((2, 5), dtype=bool)]


def _shape_kernels() -> list[str]:
    cat = catalog()
    return sorted(n for n in cat.names() if getattr(getattr(cat.builtin(n), "scalar", None), "array_inline", None))


def test_there_are_shape_templates():
    assert {"numel", "size", "length", "isempty"} <= set(_shape_kernels())


@pytest.mark.parametrize("name", _shape_kernels())
def test_array_template_equals_the_kernel(name):
    k = catalog().builtin(name).scalar
    ai = k.array_inline
    cases = [(ai, None)] if isinstance(ai, str) else list(ai.items())
    for a in ARRAYS:
        for tmpl, d in ((ai, None),) if isinstance(ai, str) else [(t, d) for d, t in cases]:
            got = eval(tmpl.format("x", repr(d)), dict(K.INLINE_NAMES), {"x": a})  # noqa: S307
            want = k(a) if d is None else k(a, d)
            assert got == want and type(got) is type(want), (name, a.shape, d, got, want)


VALUES = [-1e300, -4503599627370497.0, -7.0, -3.5, -2.5, -1.0, -0.5, -0.0, 0.0, 1 / 3, 0.1, 0.5, 1.0, 2.5, 3.0,
          7.0, 65537.0, 4503599627370496.0, 1e15 + 1, 1e300, float("inf"), float("-inf"), float("nan")]


@pytest.mark.parametrize("name", ["mod", "rem"])
def test_fast_template_equals_the_kernel(name):
    """``fast``: the kernel's common case inline, the kernel itself for the rest."""
    k = catalog().builtin(name).scalar
    f = eval("lambda a, b: " + k.fast.format("a", "b", K="K"), dict(K.INLINE_NAMES, K=k))  # noqa: S307
    for a in VALUES:
        for b in VALUES:
            got, want = f(a, b), k(a, b)
            assert (got is want is NotImplemented) or (got != got and want != want) or \
                (got == want and str(got) == str(want)), (name, a, b, got, want)
