"""Array shape: size, numel, ndims, length, reshape, permute, squeeze."""
