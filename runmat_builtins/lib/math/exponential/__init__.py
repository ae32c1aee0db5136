"""Exponentials, logarithms, roots and powers of two, elementwise."""
