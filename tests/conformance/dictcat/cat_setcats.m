% setting categories
A = categorical(["a" "b" "c" "a"]);
B = setcats(A, ["a" "c" "z"]);
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
fprintf('%d', isundefined(B)); fprintf('\n');
fprintf('%d ', countcats(B)); fprintf('\n');
