"""Complex numbers: real and imaginary parts, conjugate, phase angle, construction."""
