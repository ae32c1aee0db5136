% squeeze removes singleton dimensions
A = ones(1, 1, 3);
size(squeeze(A))
B = reshape(1:6, 1, 2, 3);
squeeze(B)
size(squeeze(ones(2, 1, 1)))
