% eigenvalues of a symmetric matrix
A = [2 1; 1 2];
e = eig(A)
B = [4 1 0; 1 4 1; 0 1 4];
fprintf('%.4f\n', eig(B));
