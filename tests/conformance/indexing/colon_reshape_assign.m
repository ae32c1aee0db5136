% assigning through A(:) and reading columns
A = zeros(3, 4);
A(:) = 1:12;
disp(A)
B = A(:, [true false true false]);
disp(B)
A(2, :) = [];
disp(A)
A(:, end+1) = [100; 200];
disp(A)
