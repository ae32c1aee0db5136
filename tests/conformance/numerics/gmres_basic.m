A = [4 1 0; 1 3 1; 0 2 5]; b = [1; 2; 3];
[x, flag, relres, iter] = gmres(A, b);
fprintf('%.6f ', x); fprintf('\n');
fprintf('%d %d %d\n', flag, iter);
n = 30; A = diag(4*ones(n,1)) - diag(ones(n-1,1),1) - 2*diag(ones(n-1,1),-1);
b = ones(n, 1);
[x, flag, relres, iter, resvec] = gmres(A, b, [], 1e-10, n);
fprintf('%d %d %d %d %.6f\n', flag, iter, numel(resvec), x(10));
