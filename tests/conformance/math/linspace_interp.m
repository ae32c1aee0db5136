% interpolation on an evenly spaced grid
x = linspace(0, 1, 5);
y = x .^ 2;
fprintf('%.4f ', interp1(x, y, [0.1 0.3 0.9])); fprintf('\n');
