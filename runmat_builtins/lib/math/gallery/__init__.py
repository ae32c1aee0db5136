"""Test matrices: hilb, invhilb, vander, toeplitz, hankel, pascal, compan, hadamard, rosser,
wilkinson, and gallery (a few of MATLAB's named families)."""
