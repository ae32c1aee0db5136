% permuting twice restores the array
A = reshape(1:24, 2, 3, 4);
B = permute(A, [3 1 2]);
size(B)
C = permute(B, [2 3 1]);
isequal(A, C)
