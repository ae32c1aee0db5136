% anymissing of arrays and tables
fprintf('%d\n', anymissing([1 2 NaN]));
fprintf('%d\n', anymissing([1 2 3]));
fprintf('%d\n', anymissing({'a' ''}));
fprintf('%d\n', anymissing(["a" "b"]));
