% counting characters
s = 'Mississippi';
sum(s == 's')
numel(unique(s))
unique(s)
[u, ~, j] = unique(s);
counts = accumarray(j(:), 1)'
