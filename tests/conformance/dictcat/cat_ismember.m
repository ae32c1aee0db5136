% membership with text sets
A = categorical({'a' 'b' 'c' 'b'});
[tf, loc] = ismember(A, {'b' 'c'});
fprintf('%d', tf); fprintf('\n');
fprintf('%d ', loc); fprintf('\n');
fprintf('%d\n', ismember('a', A));
