% reductions on 3-D arrays
A = reshape(1:8, 2, 2, 2);
sum(A, 3)
prod(A, 3)
squeeze(max(A, [], 1))
