"""Timing and dates (tic, toc, clock, datestr, ...)."""
