% least squares solution of an overdetermined system
A = [1 1; 1 2; 1 3];
b = [1; 2; 2];
x = A \ b;
fprintf('%.4f\n', x);
