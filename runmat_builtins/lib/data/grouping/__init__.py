"""Grouping: findgroups, splitapply."""
