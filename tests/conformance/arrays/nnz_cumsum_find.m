% counting nonzeros
nnz([1 0 2 0 3])
nnz(eye(4))
A = [0 1; 2 0];
nnz(A > 0)
