% size queries
A = zeros(3, 4, 2);
size(A)
size(A, 2)
[r, c] = size(A)
numel(A)
ndims(A)
length(A)
size(5, 3)
