% assigning past the end of a 3-D array
A = ones(2, 2);
A(3, 3, 2) = 5;
size(A)
A(:, :, 2)
