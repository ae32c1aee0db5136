% diagonals and triangles
diag([1 2 3])
diag(magic(3))'
diag([1 2], 1)
tril(magic(3))
triu(magic(3), 1)
