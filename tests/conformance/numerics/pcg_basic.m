A = [4 1; 1 3]; b = [1; 2];
[x, flag, relres, iter] = pcg(A, b);
fprintf('%.6f %.6f %d %d %d\n', x, flag, iter, relres < 1e-6);
n = 30; A = diag(2*ones(n,1)) - diag(ones(n-1,1),1) - diag(ones(n-1,1),-1);
b = ones(n, 1);
[x, flag, relres, iter, resvec] = pcg(A, b, 1e-10, 100);
fprintf('%d %d %d %.6f\n', flag, iter, numel(resvec), x(15));
fprintf('%.6g\n', resvec(1));
