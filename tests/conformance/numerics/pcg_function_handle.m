n = 20; A = diag(3*ones(n,1)) - diag(ones(n-1,1),1) - diag(ones(n-1,1),-1);
afun = @(x) A*x;
b = A*ones(n, 1);
[x, flag, relres, iter] = pcg(afun, b, 1e-12, 50);
fprintf('%d %d %.6f\n', flag, iter, max(abs(x - 1)) < 1e-8);
[x, flag] = pcg(A, b, 1e-12, 50, @(r) r / 3);
fprintf('%d %.6f\n', flag, x(7));
[x, flag, relres, iter] = pcg(A, b, 1e-12, 50, [], [], ones(n, 1));
fprintf('%d %d\n', flag, iter);
