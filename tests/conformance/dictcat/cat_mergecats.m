% merging categories
A = categorical(["red" "blue" "pink" "red" "green"]);
B = mergecats(A, ["pink" "red"], "reddish");
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
fprintf('%s ', string(B)); fprintf('\n');
D = mergecats(A, ["green" "blue"]);
C = categories(D); fprintf('%s ', C{:}); fprintf('\n');
