% find with row/column/value outputs
A = [0 2 0; 3 0 4];
[r, c] = find(A)
[r, c, v] = find(A > 2);
[r c v]
find(A, 2)
find(A, 1, 'last')
