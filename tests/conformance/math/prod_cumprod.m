% products and cumulative products
A = [1 2; 3 4];
prod(A)
prod(A, 2)
cumprod([1 2 3 4])
cumprod(A, 2)
