% category and class tests
A = categorical(["x" "y"], ["x" "y" "z"]);
fprintf('%d', iscategory(A, {'z' 'w' 'x'})); fprintf('\n');
fprintf('%d %d\n', iscategorical(A), iscategorical("x"));
