% logical masks select elements
v = [5 -3 8 0 -1 4];
v(v > 0)
v(logical([1 0 1 0 1 0]))
A = magic(4);
A(A > 12)'
v(v < 0) = 0
