A = ones(4,3,2);
S1 = sum(A,[1 2])
