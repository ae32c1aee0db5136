"""Sorting: sort, sortrows, issorted."""
