% adding columns with end+1 and deleting the last
A = [1; 2];
A(:, end+1) = [3; 4];
A(:, end+1) = 5;
A
A(:, end) = []
