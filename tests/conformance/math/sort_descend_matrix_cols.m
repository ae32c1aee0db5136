% sorting each column descending with indices
A = [3 9; 1 4; 2 7];
[s, i] = sort(A, 'descend')
