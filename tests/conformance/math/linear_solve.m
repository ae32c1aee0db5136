% solving a linear system, printed with fixed decimals
A = [4 -2 1; -2 4 -2; 1 -2 4];
b = [11; -16; 17];
x = A \ b;
fprintf('%.4f\n', x);
fprintf('%.4f\n', det(A));
fprintf('%.4f\n', norm(A * x - b) < 1e-10);
