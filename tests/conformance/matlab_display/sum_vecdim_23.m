A = ones(4,3,2);
S2 = sum(A,[2 3])
