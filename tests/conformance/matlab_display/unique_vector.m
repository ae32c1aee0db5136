A = [9 2 9 5];
C = unique(A)
