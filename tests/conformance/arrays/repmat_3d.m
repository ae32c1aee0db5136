% repmat into three dimensions
A = repmat([1 2], [1 1 3]);
size(A)
A(:, :, 3)
