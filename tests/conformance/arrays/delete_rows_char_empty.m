% removing rows and columns with '' as well as []
A = magic(4);
A(2, :) = ''
A(:, [1 3]) = ''
B = reshape(1:12, 3, 4);
B(:, end) = [];
B(1, :) = []
