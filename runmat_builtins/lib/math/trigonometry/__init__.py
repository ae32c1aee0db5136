"""Trigonometric and hyperbolic functions and their inverses (radians), elementwise; the reciprocal
inverses (acot, acsc, asec and hyperbolic); degree forms (sind ... atan2d)."""
