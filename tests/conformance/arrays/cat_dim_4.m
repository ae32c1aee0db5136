% concatenating along a fourth dimension
A = cat(4, 1, 2, 3);
size(A)
ndims(A)
squeeze(A)'
