"""Linear algebra: inv, det, eig, svd, factorizations, norms, products."""
