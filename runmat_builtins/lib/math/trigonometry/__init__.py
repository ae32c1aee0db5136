"""Trigonometric and hyperbolic functions and their inverses (radians), elementwise."""
