% assigning a vector through a matrix logical mask
A = magic(3);
A(A > 5) = [10 20 30 40];
A
