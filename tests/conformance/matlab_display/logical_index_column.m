A = [1 -3 2;5 4 7;-8 1 3];
L = logical(mod(A,2));
A(L)
