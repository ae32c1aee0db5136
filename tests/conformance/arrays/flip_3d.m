% flipping along the third dimension
A = cat(3, [1 2], [3 4], [5 6]);
B = flip(A, 3);
B(:, :, 1)
squeeze(B)'
