% A(:) = value keeps the shape
A = magic(3);
A(:) = 0
B = [1 2; 3 4];
B(:) = [10 20 30 40]
