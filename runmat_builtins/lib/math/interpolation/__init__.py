"""Interpolation: interp1."""
