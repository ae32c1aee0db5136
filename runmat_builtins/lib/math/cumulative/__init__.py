"""Cumulative operations: cumsum, cumprod, cummax, cummin, diff, trapz, cumtrapz."""
