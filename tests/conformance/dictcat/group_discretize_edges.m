% bin numbers, right-closed bins and bin values
x = [1 3 4 6 8 10 11 -2];
edges = [0 4 8 10];
fprintf('%g ', discretize(x, edges)); fprintf('\n');
fprintf('%g ', discretize(x, edges, 'IncludedEdge', 'right')); fprintf('\n');
fprintf('%g ', discretize(x, edges, [10 20 30])); fprintf('\n');
