% assigning a block
A = zeros(4);
A(2:3, 2:3) = [1 2; 3 4]
A([1 4], [1 4]) = 9
