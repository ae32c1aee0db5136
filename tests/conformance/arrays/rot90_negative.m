% rot90 with negative and large counts
A = [1 2; 3 4];
rot90(A, -1)
rot90(A, 4)
rot90(A, 3)
