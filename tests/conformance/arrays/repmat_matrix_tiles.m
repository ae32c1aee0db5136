% tiling a matrix
A = [1 2; 3 4];
repmat(A, 1, 2)
repmat(A, 2, 1)
