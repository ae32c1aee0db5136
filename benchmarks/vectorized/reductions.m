% Reductions along each dimension of a 2000x2500 matrix (5e6 doubles).
A = rand(2000, 2500);
%% timed
s1 = sum(A, 1);
s2 = sum(A, 2);
p = prod(A + 0.5, 2);
b1 = any(A > 0.999, 1);
b2 = all(A > 0.001, 2);
c = nnz(A > 0.5);
out = [sum(s1), sum(s2), sum(p), sum(b1), sum(b2), c];
