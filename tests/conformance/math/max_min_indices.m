% max and min with indices
[m, i] = max([3 7 2 7])
[m, i] = min([3 7 2 7])
A = [1 8; 9 2];
[m, i] = max(A)
[m, i] = min(A, [], 2)
max(A, 5)
min([1 4], [3 2])
