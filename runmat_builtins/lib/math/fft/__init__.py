"""Discrete Fourier transforms (fft, ifft, fft2, ifft2, fftn, ifftn), spectrum shifts
(fftshift, ifftshift) and nextpow2."""
