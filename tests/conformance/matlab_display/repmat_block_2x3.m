A = diag([100 200 300]);
B = repmat(A,2,3)
