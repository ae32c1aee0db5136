% the shape of A(idx) follows idx for matrices, the source for vectors
A = magic(3);
A([1 2; 3 4])
r = 1:5;
r([1; 2; 3])
c = (1:5)';
c([1 2 3])
