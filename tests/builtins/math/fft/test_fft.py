"""fft/ifft: classes, symmetric input, dimensions, device parity; nextpow2.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import io

import numpy as np

from runmat_builtins.values import StructArray, char_row
from runmat_vm import Session
from tests.builtins.support import call, ident, row


def test_fft_single_stays_single_and_ifft_symmetric_is_real():
    r = call("fft", np.array([[1, 2, 3]], dtype=np.float32))
    assert r.dtype == np.complex64
    y = np.fft.fft([1.0, 2.0, 3.0, 4.0]).reshape(1, -1)
    x = call("ifft", y, char_row("symmetric"))
    assert x.dtype == np.float64 and np.allclose(x, [[1, 2, 3, 4]])


def test_fft_dim_beyond_ndims_and_errors():
    assert np.allclose(call("fft", row(1, 2), np.zeros((0, 0)), 3.0), [[1, 2]])
    assert ident("fft", row(1, 2), -1.0) == "MATLAB:fft:lengthNotNonnegInt"
    assert ident("fft", row(1, 2), np.zeros((0, 0)), 0.0) == "MATLAB:getdimarg:dimensionMustBePositiveInteger"
    assert ident("fft", StructArray.scalar({})) == "MATLAB:UndefinedFunction"


def test_fft_on_inprocess_device_matches_host():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("g = gpuArray([1 2 3 4]); y = gather(fft(g)); h = fft([1 2 3 4]);")
    assert np.allclose(s.workspace["y"], s.workspace["h"])


def test_nextpow2_integer_class():
    r = call("nextpow2", np.array([[100]], np.int32))
    assert r.dtype == np.int32 and r[0, 0] == 7
