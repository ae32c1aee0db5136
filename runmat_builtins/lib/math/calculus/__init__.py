"""Calculus on polynomials and sampled data: polyder, polyint, gradient, del2, and 2-D
interpolation on a grid (interp2)."""
