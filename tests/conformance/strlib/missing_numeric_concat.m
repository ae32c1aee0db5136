% missing takes the class of what it joins: NaN among numbers
x = [1 missing 3];
fprintf('%s %d\n', class(x), isnan(x(2)));
y = [single(2) missing];
fprintf('%s %d\n', class(y), isnan(y(2)));
fprintf('%s\n', class(missing));
