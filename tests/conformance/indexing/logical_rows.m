% logical vectors index rows and columns
A = magic(4);
keep = [true false true false];
A(keep, :)
A(:, ~keep)
sum(A(:, [true true false false]))
