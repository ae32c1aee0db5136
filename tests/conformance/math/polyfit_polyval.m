% polynomial fitting and evaluation
x = 0:4;
y = 2 * x.^2 - 3 * x + 1;
p = polyfit(x, y, 2);
fprintf('%.4f ', p); fprintf('\n');
polyval([1 0 -1], [0 1 2 3])
polyval([2 -3 1], 2)
