A = [1 2; 3 4];
B = repmat(A,[2 3 2])
