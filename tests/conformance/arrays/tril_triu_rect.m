% triangles of rectangular matrices
tril(ones(3), 1)
triu(ones(2, 3))
diag([1 2; 3 4], 1)
diag([1 2 3], -1)
