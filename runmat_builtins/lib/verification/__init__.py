"""Equality and assertion builtins (isequal, isequaln, assert)."""
