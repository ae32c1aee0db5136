% building three-dimensional arrays with cat
A = cat(3, [1 2; 3 4], [5 6; 7 8], [9 10; 11 12]);
size(A)
sum(A, 3)
A(:, :, end)
