% indicator values become standard missing values
A = [0 1 5 -99 8 3 4 -99 16];
B = standardizeMissing(A, -99);
fprintf('%g ', B); fprintf('\n');
s = standardizeMissing(["a" "NA" "b"], "NA");
fprintf('%d', ismissing(s)); fprintf('\n');
c = standardizeMissing({'x' 'none'}, {'none'});
fprintf('%d', ismissing(c)); fprintf('\n');
