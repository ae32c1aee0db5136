% cumulative sums and differences
v = [1 4 9 16 25];
cumsum(v)
diff(v)
diff(v, 2)
A = [1 2; 4 8; 9 18];
cumsum(A)
cumsum(A, 2)
diff(A)
