% interp1 with each method, and [] for the default method
x = 1:5;
y = [1 4 9 16 25];
xi = [1.5 2.5 4.2];
disp(interp1(x, y, xi))
disp(interp1(x, y, xi, 'nearest'))
disp(interp1(x, y, xi, 'previous'))
disp(interp1(x, y, xi, 'next'))
fprintf('%.4f ', interp1(x, y, xi, 'spline')); fprintf('\n');
fprintf('%.4f ', interp1(x, y, xi, 'pchip')); fprintf('\n');
disp(interp1(x, y, [0 6], 'linear', 'extrap'))
disp(interp1(x, y, 3.5, []))
disp(interp1(x, y, [0 6], [], 0))
