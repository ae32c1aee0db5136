% a logical matrix mask of the same size
A = [1 -2 3; -4 5 -6];
A(A < 0) = 0
mask = A > 2
A(mask)'
