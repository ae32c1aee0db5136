"""hann, hamming, blackman against their definitions (and Octave's hamming/blackman when present)."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from signal_helpers import call, col

from runmat_builtins import MException
from runmat_builtins.values import char_row


def cosine(coeffs, L, D):
    n = np.arange(L).reshape(-1, 1)
    return sum((-1) ** k * a * np.cos(2 * np.pi * k * n / D) for k, a in enumerate(coeffs))


def test_hann5_is_the_textbook_column():
    w = call("hann", 5.0)
    assert w.shape == (5, 1)
    np.testing.assert_allclose(w, col(0, 0.5, 1, 0.5, 0), atol=1e-15)


def test_hann_periodic_is_the_first_L_of_L_plus_1():
    np.testing.assert_allclose(call("hann", 4.0, char_row("periodic")), col(0, 0.5, 1, 0.5), atol=1e-15)
    np.testing.assert_allclose(call("hann", 8.0, char_row("periodic")), call("hann", 9.0)[:8], atol=1e-15)


@pytest.mark.parametrize("name, coeffs", [("hann", (0.5, 0.5)), ("hamming", (0.54, 0.46)),
                                          ("blackman", (0.42, 0.5, 0.08))])
@pytest.mark.parametrize("L", [2, 3, 7, 64, 65])
def test_formula_symmetric_and_periodic(name, coeffs, L):
    np.testing.assert_allclose(call(name, float(L)), cosine(coeffs, L, L - 1), atol=1e-14)
    np.testing.assert_allclose(call(name, float(L), char_row("periodic")), cosine(coeffs, L, L), atol=1e-14)
    w = call(name, float(L))
    np.testing.assert_allclose(w, w[::-1], atol=1e-14)  # symmetric means symmetric


def test_hamming_known_values():
    np.testing.assert_allclose(call("hamming", 5.0), col(0.08, 0.54, 1, 0.54, 0.08), atol=1e-15)


@pytest.mark.parametrize("name", ["hann", "hamming", "blackman"])
def test_degenerate_lengths(name):
    assert call(name, 1.0).tolist() == [[1.0]]
    assert call(name, 0.0).shape == (0, 1)


def test_non_integer_length_rounds_with_a_warning(run_m):
    out = run_m("w = hann(2.6);\ndisp(size(w))\n[msg, id] = lastwarn()")
    assert out.startswith("   3   1\n") and "RunMat:hann:lengthRounded" in out


@pytest.mark.parametrize("args, ident", [((-1.0,), "RunMat:hann:invalidLength"),
                                         ((4.0, char_row("sideways")), "RunMat:hann:invalidFlag"),
                                         ((), "MATLAB:minrhs"),
                                         ((4.0, char_row("periodic"), 1.0), "MATLAB:TooManyInputs")])
def test_errors(args, ident):
    with pytest.raises(MException) as ei:
        call("hann", *args)
    assert ei.value.identifier == ident


@pytest.mark.octave
@pytest.mark.skipif(shutil.which("octave-cli") is None, reason="octave-cli is not installed")
@pytest.mark.parametrize("name", ["hamming", "blackman"])
def test_matches_octave(name):
    code = (f"format long; for L = [2 5 8], disp(sprintf('%.17g ', {name}(L))); "
            f"disp(sprintf('%.17g ', {name}(L, 'periodic'))); end")
    out = subprocess.run(["octave-cli", "--no-gui", "--eval", code], capture_output=True, text=True,
                         timeout=60).stdout.strip().splitlines()
    ours = []
    for L in (2.0, 5.0, 8.0):
        ours += [call(name, L).ravel(), call(name, L, char_row("periodic")).ravel()]
    assert len(out) == 6
    for line, mine in zip(out, ours, strict=True):
        np.testing.assert_allclose(mine, [float(v) for v in line.split()], atol=1e-15)
