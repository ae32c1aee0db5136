A = [5 1 0 0; 1 5 1 0; 0 1 5 1; 0 0 1 5]; b = [1; 2; 3; 4];
x0 = A \ b + 1e-3;
[x, flag, relres, iter] = gmres(A, b, [], 1e-12, 4, [], [], x0);
fprintf('%.8f\n', x);
fprintf('%d %d\n', flag, relres < 1e-12);
[x, flag, relres, iter] = pcg(A, b, 1e-12, 10, [], [], x0);
fprintf('%.8f %d\n', x(2), flag);
