"""Sparse-matrix construction and queries, dense-backed.

RunMat stores every matrix densely: sparse(...) builds the equivalent full double (or
logical) matrix, so every other builtin accepts the result unchanged and results agree
numerically with MATLAB. What differs: display (full format, not MATLAB's list of
(row, col) entries), issparse is false, and memory use is that of the full matrix."""
