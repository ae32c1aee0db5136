"""More linear algebra: blkdiag, rref, sqrtm, logm, hess, schur, normest, lscov."""
