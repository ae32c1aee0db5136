"""Array creation: zeros, ones, eye, constants, ranges, grids, repmat, diag, magic."""
