n = 50; A = diag(2*ones(n,1)) - diag(ones(n-1,1),1) - diag(ones(n-1,1),-1);
b = ones(n, 1);
[x, flag, relres, iter, resvec] = pcg(A, b, 1e-8, 10);
fprintf('%d %d %d %.6f\n', flag, iter, numel(resvec), relres);
[x, flag, relres, iter] = pcg(A, b, 1e-8, 30);
fprintf('%d %d %.4f\n', flag, iter, relres);
