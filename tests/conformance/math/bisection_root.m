% bisection on a cubic
f = @(x) x.^3 - 2*x - 5;
a = 2; b = 3;
for k = 1:40
  c = (a + b) / 2;
  if f(a) * f(c) <= 0
    b = c;
  else
    a = c;
  end
end
fprintf('root %.8f, f = %.2e\n', c, f(c));
fprintf('fzero agrees: %d\n', abs(fzero(f, 2.5) - c) < 1e-8);
