% sort along rows with indices
A = [3 1 2; 9 7 8];
[s, i] = sort(A, 2)
sort(A, 1, 'descend')
