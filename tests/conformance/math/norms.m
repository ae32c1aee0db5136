% vector and matrix norms
v = [3 4];
norm(v)
norm(v, 1)
norm(v, Inf)
A = [1 2; 3 4];
fprintf('%.4f\n', norm(A), norm(A, 1), norm(A, 'fro'), norm(A, Inf));
