% counting occurrences with unique and accumarray
x = [3 1 3 3 2 1];
[u, ~, j] = unique(x);
counts = accumarray(j(:), 1)';
fprintf('%d appears %d times\n', [u; counts]);
