% eye delete row col
A = eye(3);
A(2, :) = [];
A(:, 2) = []
