"""Elementary math: absolute value, sign, remainders, number theory and special functions."""
