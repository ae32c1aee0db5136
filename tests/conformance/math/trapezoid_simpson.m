% trapezoid and Simpson rules
f = @(x) exp(-x.^2);
for n = [4 8 16]
  x = linspace(0, 1, n + 1);
  h = 1 / n;
  T = h * (sum(f(x)) - (f(0) + f(1)) / 2);
  S = h / 3 * (f(x(1)) + 4 * sum(f(x(2:2:end-1))) + 2 * sum(f(x(3:2:end-2))) + f(x(end)));
  fprintf('%2d  %.8f  %.8f\n', n, T, S);
end
fprintf('trapz: %.8f\n', trapz(linspace(0, 1, 17), f(linspace(0, 1, 17))));
