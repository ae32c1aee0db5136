A = magic(4);
B = reshape(A,[],2)
