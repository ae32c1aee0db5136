% least-squares line fit three ways
x = [1 2 3 4 5];
y = [2.2 4.1 6.2 7.9 10.1];
n = numel(x);
m = (n * sum(x .* y) - sum(x) * sum(y)) / (n * sum(x.^2) - sum(x)^2);
c = (sum(y) - m * sum(x)) / n;
fprintf('%.4f %.4f\n', m, c);
p = polyfit(x, y, 1);
fprintf('%.4f %.4f\n', p);
A = [x' ones(n, 1)];
fprintf('%.4f %.4f\n', A \ y');
