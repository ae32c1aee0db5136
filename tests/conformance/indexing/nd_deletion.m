% deleting a page from a 3-D array
A = reshape(1:12, 2, 3, 2);
A(:, :, 1) = [];
size(A)
A
B = reshape(1:8, 2, 2, 2);
B(:, 1, :) = [];
size(B)
