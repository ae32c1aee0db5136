"""Selection along a dimension: maxk, mink (k extreme elements), vecnorm (vector-wise norms)."""
