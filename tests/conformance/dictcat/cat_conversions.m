% converting categorical arrays
A = categorical({'b' 'a' '' 'b'});
s = string(A);
c = cellstr(A);
d = double(A);
fprintf('%d', ismissing(s)); fprintf('\n');
fprintf('%s|', s([1 2 4])); fprintf('\n');
fprintf('%s|', c{[1 2 4]}); fprintf('\n');
fprintf('%g ', d); fprintf('\n');
fprintf('%s\n', class(c));
