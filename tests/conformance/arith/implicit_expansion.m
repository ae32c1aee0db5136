% implicit expansion between rows and columns
r = [1 2 3];
c = [10; 20];
r + c
c .* r
A = magic(3);
A - mean(A)
A ./ [1; 2; 3]
