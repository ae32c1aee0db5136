"""Inverse reciprocal trigonometric and hyperbolic functions (acot, acsc, asec, acoth, acsch, asech) and atan2d."""
