% trigonometric functions printed with fixed decimals
fprintf('%.4f\n', sin(pi/6), cos(pi/3), tan(pi/4));
fprintf('%.4f\n', asin(1), acos(0), atan(1));
fprintf('%.4f\n', atan2(1, -1), sinh(1), cosh(1), tanh(1));
fprintf('%.4f\n', sind(30), cosd(60), hypot(3, 4));
