"""Tests for the template plugin, written with the runmat pytest plugin's fixtures."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException, call_builtin

# provided by the runmat pytest plugin (pytest11 entry point); imported so the tests also
# run before that entry point is installed
from runmat_vm.testing import check_builtin_fixture, run_m_fixture, runmat_session_fixture  # noqa: F401


def test_check_builtin(check_builtin):
    check_builtin("clamp")  # metadata, signature, examples, errors, host vs device


def test_from_matlab(run_m):
    assert run_m("disp(clamp(5, 0, 1))") == "1\n"


def test_values():
    x = np.array([[-1.0, 0.25, np.nan, 9.0]])
    np.testing.assert_array_equal(call_builtin("clamp", x, 0.0, 1.0), [[0.0, 0.25, np.nan, 1.0]])


def test_bad_bounds():
    with pytest.raises(MException) as ei:
        call_builtin("clamp", 1.0, 2.0, 1.0)
    assert ei.value.identifier == "RunMat:clamp:invalidBounds"
