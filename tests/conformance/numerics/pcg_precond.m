n = 40; A = diag(linspace(1, 100, n)) + diag(0.5*ones(n-1,1),1) + diag(0.5*ones(n-1,1),-1);
b = (1:n)';
[x1, f1, r1, it1] = pcg(A, b, 1e-10, 200);
M = diag(diag(A));
[x2, f2, r2, it2] = pcg(A, b, 1e-10, 200, M);
fprintf('%d %d %d\n', f1, f2, it2 < it1);
fprintf('%.6f %.6f\n', x1(1), x2(1));
fprintf('%.6f\n', norm(A*x2 - b) / norm(b) < 1e-10);
