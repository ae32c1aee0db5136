% singular matrices
A = [1 2; 2 4];
det(A)
rank(A)
rank(magic(4))
fprintf('%.4f\n', trace(magic(4)));
