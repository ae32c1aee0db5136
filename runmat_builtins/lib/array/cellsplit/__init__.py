"""Splitting arrays into cell arrays of blocks: mat2cell."""
