% sum along dimensions
A = [1 2 3; 4 5 6];
sum(A)
sum(A, 2)
sum(A(:))
sum(A, 3)
