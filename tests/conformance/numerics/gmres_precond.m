n = 30; A = diag(linspace(1, 50, n)) - diag(ones(n-1,1),1) + diag(0.5*ones(n-1,1),-1);
b = ones(n, 1);
M = diag(diag(A));
[x, flag, relres, iter] = gmres(A, b, [], 1e-10, n, M);
fprintf('%d %.6f %d\n', flag, x(5), norm(A*x - b)/norm(b) < 1e-8);
[x, flag] = gmres(@(v) A*v, b, 10, 1e-10, 20);
fprintf('%d %.6f\n', flag, x(5));
