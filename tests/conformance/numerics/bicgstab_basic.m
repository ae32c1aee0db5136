A = [4 1 0; 1 3 1; 0 1 5]; b = [1; 2; 3];
[x, flag] = bicgstab(A, b, 1e-10);
fprintf('%.6f ', x); fprintf('| %d\n', flag);
n = 30; A = diag(4*ones(n,1)) - diag(ones(n-1,1),1) - 2*diag(ones(n-1,1),-1);
b = ones(n, 1);
[x, flag, relres] = bicgstab(A, b, 1e-10, 100);
fprintf('%d %.6f %d\n', flag, x(10), relres < 1e-10);
