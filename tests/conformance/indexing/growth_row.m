% assigning past the end grows with zero fill
v = [1 2 3];
v(6) = 9
w = [];
w(3) = 1
x = 5;
x(2, 3) = 7
