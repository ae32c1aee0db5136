% unique rows and first occurrences
A = [1 2; 3 4; 1 2; 0 0];
[u, i, j] = unique(A, 'rows')
