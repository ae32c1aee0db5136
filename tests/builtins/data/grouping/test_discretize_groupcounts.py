"""discretize and groupcounts (MATLAB documentation of each; bins checked against NumPy)."""

import numpy as np

from runmat_builtins.lib.data.grouping.discretize import bin_names
from tests.builtins.support import C, call, cellstr, raises_id, row, texts


def test_bins_agree_with_numpy_digitize():
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 11, size=(1, 200))
    edges = np.array([[0.0, 2.5, 5.0, 7.5, 10.0]])
    got = call("discretize", x, edges).ravel()
    want = np.digitize(x.ravel(), edges.ravel()).astype(float)
    want[x.ravel() == 10.0] = 4
    want[(want < 1) | (want > 4)] = np.nan
    np.testing.assert_array_equal(got, want)


def test_values_categorical_and_names():
    assert call("discretize", row(1, 5, 9), row(0, 4, 8, 10), row(7, 8, 9)).tolist() == [[7.0, 8.0, 9.0]]
    c = call("discretize", row(0.5, 1.5), row(0, 1, 2), C("categorical"))
    assert texts(call("categories", c)) == ["[0, 1)", "[1, 2]"]
    assert bin_names(np.array([0.0, 1.0, 2.0]), right=True) == ["[0, 1]", "(1, 2]"]
    raises_id("MATLAB:discretize:InvalidSecondInput", "discretize", row(1, 2), row(3, 2, 1))


def test_groupcounts_arrays_and_missing_group_last():
    gc, gr, gp = call("groupcounts", np.array([[3.0], [1.0], [3.0], [np.nan]]), nargout=3)
    assert gc.ravel().tolist() == [1.0, 2.0, 1.0]
    assert gr.ravel()[:2].tolist() == [1.0, 3.0] and np.isnan(gr[2, 0])
    assert gp.ravel().tolist() == [25.0, 50.0, 25.0]
    gc2, gr2 = call("groupcounts", cellstr("x", "y", "x", shape=(3, 1)), nargout=2)
    assert gc2.ravel().tolist() == [2.0, 1.0] and texts(gr2) == ["x", "y"]
