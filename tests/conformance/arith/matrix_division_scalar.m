% scalar divisions with matrices
A = [2 4; 6 8];
A / 2
2 \ A
A ./ [1 2; 3 4]
