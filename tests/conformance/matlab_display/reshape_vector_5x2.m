A = 1:10;
B = reshape(A,[5,2])
