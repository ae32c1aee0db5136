% deleting elements with = []
v = 1:8;
v([2 4]) = []
A = magic(4);
A(2, :) = []
A(:, [1 3]) = []
B = 1:5;
B(B > 2) = []
