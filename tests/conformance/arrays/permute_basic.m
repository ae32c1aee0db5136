% permute and ipermute
A = reshape(1:6, 2, 3);
B = permute(A, [2 1])
C = permute(reshape(1:8, 2, 2, 2), [3 1 2]);
size(C)
C(:, :, 1)
D = ipermute(C, [3 1 2]);
isequal(D, reshape(1:8, 2, 2, 2))
