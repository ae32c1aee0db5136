% flips and rotations
A = [1 2 3; 4 5 6];
flip(A)
flip(A, 2)
fliplr(A)
flipud(A)
rot90(A)
rot90(A, 2)
