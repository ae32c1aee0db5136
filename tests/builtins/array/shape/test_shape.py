"""size, reshape (column-major), permute, squeeze, flip.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from tests.builtins.support import call, m


def test_size_forms():
    a = np.ones((2, 3, 4))
    np.testing.assert_array_equal(call("size", a), m("2 3 4"))
    assert call("size", a, 2.0) == 3.0
    assert call("size", a, 5.0) == 1.0
    np.testing.assert_array_equal(call("size", a, m("3 1")), m("4 2"))
    assert call("size", a, nargout=2) == (2.0, 12.0)
    assert call("size", a, nargout=4) == (2.0, 3.0, 4.0, 1.0)
    assert call("size", 5.0, nargout=2) == (1.0, 1.0)
    assert call("numel", a) == 24.0
    assert call("ndims", a) == 3.0
    assert call("length", np.zeros((3, 0))) == 0.0
    assert call("length", np.zeros((3, 7))) == 7.0


def test_reshape_is_column_major():
    v = np.arange(1.0, 13.0).reshape(1, -1)
    np.testing.assert_array_equal(call("reshape", v, 3.0, 4.0), m("1 4 7 10;2 5 8 11;3 6 9 12"))
    np.testing.assert_array_equal(call("reshape", v[:, :6], np.zeros((0, 0)), 3.0), m("1 3 5;2 4 6"))
    np.testing.assert_array_equal(call("reshape", v, m("2 6")), call("reshape", v, 2.0, 6.0))
    with pytest.raises(MException) as e:
        call("reshape", v, 5.0, 2.0)
    assert e.value.identifier == "MATLAB:getReshapeDims:notSameNumel"
    with pytest.raises(MException) as e:
        call("reshape", v, np.zeros((0, 0)), 5.0)
    assert e.value.identifier == "MATLAB:getReshapeDims:notDivisible"


def test_permute_squeeze_flip():
    r = call("reshape", np.arange(1.0, 7.0).reshape(1, -1), 2.0, 3.0)
    np.testing.assert_array_equal(call("permute", r, m("2 1")), m("1 2;3 4;5 6"))
    p = call("permute", np.ones((2, 3, 4)), m("3 1 2"))
    assert p.shape == (4, 2, 3)
    assert call("ipermute", p, m("3 1 2")).shape == (2, 3, 4)
    assert call("squeeze", np.ones((2, 1, 3))).shape == (2, 3)
    assert call("squeeze", np.ones((1, 1, 1, 4))).shape == (4, 1)
    np.testing.assert_array_equal(call("flip", m("1 2; 3 4"), 2.0), m("2 1;4 3"))
    np.testing.assert_array_equal(call("circshift", m("1 2 3 4"), -1.0), m("2 3 4 1"))
    np.testing.assert_array_equal(call("rot90", m("1 2; 3 4"), -1.0), m("3 1;4 2"))
    np.testing.assert_array_equal(call("kron", m("1 2"), m("1 1")), m("1 1 2 2"))


def test_rearranging_an_object_that_is_no_array_is_undefined_for_its_class():
    # MATLAB: "Undefined function 'rot90' for input arguments of type 'table'." (these ended in
    # RunMat:<builtin>:internal: a TypeError or a NumPy axis error on the opaque object)
    import io

    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out).run(
        "t = table([1; 2]); m = containers.Map();\n"
        "for f = {'flip', 'fliplr', 'flipud', 'rot90', 'fftshift', 'ifftshift'}\n"
        "  for v = {t, m}\n"
        "    try; feval(f{1}, v{1}); catch e; fprintf('%s|%s\\n', e.identifier, e.message); end\n"
        "  end\nend")
    lines = out.getvalue().splitlines()
    want = [f"MATLAB:UndefinedFunction|Undefined function '{f}' for input arguments of type '{c}'."
            for f in ("flip", "fliplr", "flipud", "rot90", "fftshift", "ifftshift") for c in ("table", "containers.Map")]
    assert lines == want
