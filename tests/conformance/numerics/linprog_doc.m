A = [1 1; 1 1/4; 1 -1; -1/4 -1; -1 -1; -1 1];
b = [2 1 2 1 -1 2];
f = [-1 -1/3];
x = linprog(f, A, b);
fprintf('%.4f\n', x);
Aeq = [1 1/4];
beq = 1/2;
x = linprog(f, A, b, Aeq, beq);
fprintf('%.4f\n', abs(x));
