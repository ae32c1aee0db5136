% linear indexing into a matrix is column-major
A = [1 2 3; 4 5 6];
A(2)
A(5)
A([1 2 3])
A(:)'
A(:, :)
