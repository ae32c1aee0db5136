"""Piecewise polynomials in MATLAB's pp form: mkpp, unmkpp, ppval, and the interpolants
that build them, spline (not-a-knot or clamped cubic) and pchip (shape-preserving cubic)."""
