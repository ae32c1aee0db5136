% scalars combined with matrices
A = [1 2; 3 4];
A + 10
10 - A
A * 3
A / 2
2 ./ A
A .^ 2
