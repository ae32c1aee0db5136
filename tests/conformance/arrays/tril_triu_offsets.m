% lower and upper triangles with offsets
A = magic(4);
tril(A, -1)
triu(A, -1)
