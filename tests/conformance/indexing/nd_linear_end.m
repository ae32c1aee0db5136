% linear end on a 3-D array and page indexing
A = reshape(1:24, 2, 3, 4);
A(end)
A(end, end, end)
A(:, end, 1)'
A(1, :, end)
