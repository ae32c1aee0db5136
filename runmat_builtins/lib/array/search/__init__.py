"""Searching arrays: find."""
