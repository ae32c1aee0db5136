A = 1:10;
S = sum(A)
