% unique with every output and the 'stable' and 'rows' options
x = [3 1 2 3 1];
[u, i, j] = unique(x)
[u, i] = unique(x, 'stable');
disp(u); disp(i')
A = [1 2; 3 4; 1 2; 0 5];
[u, i, j] = unique(A, 'rows')
[u, i] = unique(x, 'last');
disp(i')
