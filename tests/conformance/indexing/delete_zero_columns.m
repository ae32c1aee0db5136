% delete zero columns
A = magic(4);
A(A > 10) = 0;
A(:, sum(A) == 0) = [];
A
