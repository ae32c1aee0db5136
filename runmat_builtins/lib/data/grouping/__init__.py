"""Grouping helpers: discretize."""
