% growing a matrix by rows and columns
A = eye(2);
A(3, :) = [7 8]
A(:, 4) = [1; 2; 3]
B = zeros(2, 0);
B(:, end+1) = [1; 2];
B(:, end+1) = [3; 4]
