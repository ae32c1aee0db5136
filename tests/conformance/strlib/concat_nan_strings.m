% a NaN joined to a string array becomes <missing>
x = ["1", NaN];
fprintf('%d %d\n', size(x));
fprintf('%d ', ismissing(x)); fprintf('\n');
y = [NaN; "b"; 3];
fprintf('%d ', ismissing(y)); fprintf('\n');
fprintf('%s\n', y(3));
