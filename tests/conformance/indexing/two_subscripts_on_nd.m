% two subscripts on a 3-D array fold the trailing dimensions
A = reshape(1:12, 2, 3, 2);
A(2, 5)
A(:, end)'
size(A(:, :))
