% indexing and deletion keep the categories
A = categorical({'a' 'b' 'c' 'a'});
B = A(2:3);
K = categories(B); fprintf('%s ', K{:}); fprintf('\n');
fprintf('%s\n', class(B));
A([1 4]) = [];
fprintf('%s ', string(A)); fprintf('\n');
fprintf('%d\n', numel(A));
T = A';
fprintf('%d %d\n', size(T));
