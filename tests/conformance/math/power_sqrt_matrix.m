% elementwise power and sqrt of matrices
A = [1 4; 9 16];
sqrt(A)
A .^ 0.5
A .^ -1
