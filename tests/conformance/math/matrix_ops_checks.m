% inverse, transpose and identities
A = [2 1; 1 3];
Ai = inv(A);
disp(round(Ai * 100) / 100)
disp(norm(A * Ai - eye(2)) < 1e-12)
disp(A')
disp(trace(A))
disp(rank([1 2; 2 4]))
disp(A \ [3; 5])
disp(round(det(A)))
