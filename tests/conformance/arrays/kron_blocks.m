% block matrices
A = [1 2; 3 4];
disp(kron(eye(2), A))
disp(blkdiag(A, 5))
disp(repmat(A, 1, 2))
B = [A, zeros(2); ones(2), A'];
disp(B)
