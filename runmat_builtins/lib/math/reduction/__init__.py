"""Reductions: sum, prod, mean, median, mode, std, var, max, min, any, all, nnz, histcounts, accumarray."""
