% factorizations checked through their products
A = [4 2; 2 3];
R = chol(A);
fprintf('%.4f ', R); fprintf('\n');
[L, U, P] = lu([1 2; 3 4]);
fprintf('%.4f ', L * U - P * [1 2; 3 4]); fprintf('\n');
[Q, R2] = qr([1 2; 3 4]);
fprintf('%.4f ', abs(Q * R2 - [1 2; 3 4]) < 1e-12); fprintf('\n');
