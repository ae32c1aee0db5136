% comparing floating-point values with a tolerance
a = 0.1 + 0.2;
disp(a == 0.3)
disp(abs(a - 0.3) < eps(0.3) * 4)
x = 0:0.1:1;
disp(sum(x == 0.3))
disp(sum(abs(x - 0.3) < 1e-12))
fprintf('%.17g\n', a);
disp(1 + eps > 1)
disp(1 + eps/2 > 1)
