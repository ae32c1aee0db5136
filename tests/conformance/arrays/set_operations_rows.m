% intersect, union and setdiff of rows
A = [1 2; 3 4; 5 6];
B = [3 4; 7 8; 1 2];
[c, ia, ib] = intersect(A, B, 'rows')
[c, ia] = setdiff(A, B, 'rows')
c = union(A, B, 'rows')
[c, ia] = setdiff([5 4 3 2 1], [2 4], 'stable')
