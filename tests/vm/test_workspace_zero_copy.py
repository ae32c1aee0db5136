"""NumPy arrays cross the workspace without a copy and keep MATLAB's value semantics: the array
read back is a read-only view of the variable's buffer, the array put in is lent (read-only from
then on), and MATLAB code writing the variable writes a copy (docs/python-api.md, "Zero copy")."""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest

from runmat_vm import Session

N = 1_000_000


def test_in_and_out_is_the_same_buffer_without_allocation():
    s = Session()
    a = np.ones(N)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    s.workspace["a"] = a
    b = s.workspace["a"]
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    assert np.shares_memory(a, b)
    assert peak < a.nbytes / 100


def test_a_write_on_either_side_is_not_seen_by_the_other():
    s = Session()
    a = np.arange(6.0).reshape(2, 3)
    s.workspace["a"] = a
    b = s.workspace["a"]
    with pytest.raises(ValueError):
        b[0, 0] = 99.0            # read back: read-only
    with pytest.raises(ValueError):
        a[0, 0] = 99.0            # lent: read-only too
    s.eval("a(1, 1) = 42; c = a;")
    assert a[0, 0] == 0.0 and b[0, 0] == 0.0
    assert s.workspace["a"][0, 0] == 42.0
    writable = np.array(s.workspace["a"])  # a copy to write into
    writable[0, 0] = -1.0
    assert s.workspace["a"][0, 0] == 42.0


def test_results_of_calls_are_read_only_views_too():
    s = Session()
    s.eval("x = [1 2 3];")
    out = s.call("plus", s.workspace["x"], 1.0)
    assert out.tolist() == [[2.0, 3.0, 4.0]]
    with pytest.raises(ValueError):
        out[0, 0] = 0.0
