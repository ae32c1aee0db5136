% unique with 'last' and with rows
[u, i, j] = unique([5 3 5 1], 'last')
unique([3 1 2; 3 1 2; 1 1 1], 'rows')
unique([1 NaN NaN 2])
