% assigning a matrix into a linear index range
A = zeros(2, 3);
A(1:4) = [1 2; 3 4];
A
A([5 6]) = [9; 8]
