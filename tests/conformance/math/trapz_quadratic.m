% trapz quadratic
x = linspace(0, 1, 5);
y = x .^ 2;
area = trapz(x, y);
fprintf('%.6f\n', area);
