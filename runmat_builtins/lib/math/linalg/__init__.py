"""Linear algebra: inv, det, eig, svd, factorizations, norms, products; matrix functions (sqrtm,
logm), similarity forms (hess, schur), blkdiag, rref, normest, lscov."""
