% cumulative sums along both dimensions
A = magic(3);
cumsum(A, 1)
cumsum(A, 2)
cumprod([1 2; 3 4], 1)
