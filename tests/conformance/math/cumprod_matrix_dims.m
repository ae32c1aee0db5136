% cumulative products along rows and columns
A = [1 2 3; 4 5 6];
cumprod(A)
cumprod(A, 2)
