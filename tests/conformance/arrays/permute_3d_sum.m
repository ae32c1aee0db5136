% a 3-D array reduced along each dimension
A = reshape(1:12, 2, 3, 2);
sum(A, 1)
sum(A, 2)
squeeze(sum(A, 3))
