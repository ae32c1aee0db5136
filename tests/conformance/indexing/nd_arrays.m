% three-dimensional indexing
A = reshape(1:24, 2, 3, 4);
A(2, 3, 4)
A(:, :, 2)
squeeze(A(1, 2, :))'
size(A(:, 1, :))
A(end)
