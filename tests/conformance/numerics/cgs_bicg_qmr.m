n = 20; A = diag(4*ones(n,1)) - diag(ones(n-1,1),1) - 2*diag(ones(n-1,1),-1);
b = (1:n)';
[x1, f1] = cgs(A, b, 1e-10, 100);
[x3, f3] = qmr(A, b, 1e-10, 100);
fprintf('%d %d\n', f1, f3);
fprintf('%.6f %.6f\n', x1(7), x3(7));
S = A + A';
[x2, f2] = bicg(S, b, 1e-10, 100);
fprintf('%d %.6f\n', f2, x2(7));
