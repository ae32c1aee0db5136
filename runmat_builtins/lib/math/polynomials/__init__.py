"""Polynomials and filtering: polyfit, polyval, roots, conv, deconv, filter."""
