"""Array manipulation: flip, rotate, circular shift, Kronecker product."""
