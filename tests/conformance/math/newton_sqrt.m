% Newton's method for square roots
for a = [2 10 144 0.25]
  x = a;
  it = 0;
  while abs(x^2 - a) > 1e-12 * a
    x = (x + a / x) / 2;
    it = it + 1;
  end
  fprintf('sqrt(%g) = %.10f after %d steps (err %.1e)\n', a, x, it, abs(x - sqrt(a)));
end
