% the missing value in arrays of several classes
x = [1 missing 3];
fprintf('%s %g %g %g\n', class(x), x);
s = ["a" missing];
fprintf('%s %d\n', class(s), ismissing(s(2)));
y = zeros(1, 3);
y(2) = missing;
fprintf('%g ', y); fprintf('\n');
fprintf('%s\n', class(missing));
z = double(missing);
fprintf('%g\n', z);
