"""Math builtins: elementwise, reductions, linear algebra, polynomials, interpolation, random."""
