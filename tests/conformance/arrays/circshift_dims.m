% circshift along a given dimension with matrices
A = reshape(1:6, 2, 3);
circshift(A, [0 1])
circshift(A, -1, 2)
circshift(A, 1, 1)
