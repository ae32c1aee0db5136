n = 40; A = diag(4*ones(n,1)) - diag(ones(n-1,1),1) - 2*diag(ones(n-1,1),-1);
b = (1:n)';
[x, flag, relres, iter, resvec] = gmres(A, b, 5, 1e-10, 40);
fprintf('%d %.6f %d\n', flag, x(20), relres < 1e-10);
[x, flag, relres, iter] = gmres(A, b, 5, 1e-12, 2);
fprintf('%d %d %d\n', flag, iter);
