"""Acceleration builtins."""
