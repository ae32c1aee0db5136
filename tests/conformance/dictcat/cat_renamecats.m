% renaming categories
A = categorical([1 2 1 3]);
B = renamecats(A, ["one" "two" "three"]);
fprintf('%s ', string(B)); fprintf('\n');
B = renamecats(B, "two", "deux");
C = categories(B); fprintf('%s ', C{:}); fprintf('\n');
