"""Internals of the accel boundary; nothing outside ``runmat_accel`` imports these."""
