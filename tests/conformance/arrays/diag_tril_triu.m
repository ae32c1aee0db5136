% diagonals and triangles
full(diag([1 2 3]))
diag(magic(3))'
full(diag([1 2], 1))
tril(magic(3))
triu(magic(3), 1)
