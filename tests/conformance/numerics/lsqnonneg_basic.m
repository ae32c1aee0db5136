C = [0.0372 0.2869; 0.6861 0.7071; 0.6233 0.6245; 0.6344 0.6170];
d = [0.8587; 0.1781; 0.0747; 0.8405];
[x, resnorm, residual, exitflag] = lsqnonneg(C, d);
fprintf('%.4f\n', x);
fprintf('%.4f %d\n', resnorm, exitflag > 0);
fprintf('%.4f\n', residual);
C = [1 0; 0 1; 1 1]; d = [1; -1; 0.5];
x = lsqnonneg(C, d);
fprintf('%.6f\n', x);
