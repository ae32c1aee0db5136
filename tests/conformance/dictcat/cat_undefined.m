% undefined elements
c = categorical({'a' '' 'b'});
fprintf('%d', isundefined(c)); fprintf('\n');
n = categorical([1 NaN 2]);
fprintf('%d', isundefined(n)); fprintf('\n');
s = string(n);
fprintf('%d\n', ismissing(s(2)));
