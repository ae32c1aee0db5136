% eigenvalues of a triangular matrix
e = sort(eig([2 1 0; 0 3 1; 0 0 5]))'
