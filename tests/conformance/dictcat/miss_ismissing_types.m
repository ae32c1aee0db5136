% standard missing values of each class
fprintf('%d', ismissing([3 NaN 5 6 7 NaN NaN 9])); fprintf('\n');
fprintf('%d', ismissing(single([1 NaN]))); fprintf('\n');
fprintf('%d', ismissing(["a" missing "c"])); fprintf('\n');
fprintf('%d', ismissing({'one' '' 'three'})); fprintf('\n');
fprintf('%d', ismissing(categorical({'r' '' 'g'}))); fprintf('\n');
fprintf('%d', ismissing(int8([1 2 3]))); fprintf('\n');
