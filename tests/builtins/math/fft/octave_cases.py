"""Octave 7.3 cases: fft/ifft/fft2/fftn, fftshift/ifftshift, nextpow2."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "fft_real": show("real(fft([1 2 3 4]))") + show("imag(fft([1 2 3 4]))"),
    "fft_pad": show("abs(fft([1 1], 4))"),
    "fft_trunc": show("fft([1 2 3 4], 2)"),
    "fft_dim2": show("fft([1 2; 3 4], [], 2)"),
    "fft_cols": show("fft([1 2; 3 4])"),
    "ifft_roundtrip": show("round(1e10*real(ifft(fft([5 -1 2 7 3]))))/1e10"),
    "fft2_pad": "disp(size(fft2(ones(2), 3, 4)));" + show("abs(fft2(ones(2), 3, 4))"),
    "fftn_3d": show("fftn(reshape(1:8, 2, 2, 2))"),
    "fftshift_even": show("fftshift([1 2 3 4])"),
    "fftshift_mat": show("fftshift([1 2; 3 4])"),
    "fftshift_dim": show("fftshift([1 2 3; 4 5 6], 2)"),
    "ifftshift_odd": show("ifftshift([1 2 3 4 5 6 7])"),
    "nextpow2_vals": show("nextpow2([1 2 3 1023 1025 0.5])"),
    "fft_empty": "disp(size(fft([])))",
}
