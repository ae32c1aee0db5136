% adding and removing categories
A = categorical(["b" "a" "b"]);
A = addcats(A, ["c" "d"]);
C = categories(A); fprintf('%s ', C{:}); fprintf('\n');
A = addcats(A, "aa", 'After', "a");
C = categories(A); fprintf('%s ', C{:}); fprintf('\n');
B = removecats(A);
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
B = removecats(B, "a");
fprintf('%d', isundefined(B)); fprintf('\n');
