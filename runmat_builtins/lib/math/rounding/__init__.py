"""Rounding to integers: floor, ceil, round (to digits too), fix."""
