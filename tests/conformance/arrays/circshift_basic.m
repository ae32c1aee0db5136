% circular shifts
circshift(1:5, 2)
circshift(1:5, -1)
A = magic(3);
circshift(A, 1)
circshift(A, 1, 2)
