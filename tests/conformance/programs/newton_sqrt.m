% Newton iteration for square roots
vals = [2 10 0.25 144];
for v = vals
  x = v;
  it = 0;
  while abs(x^2 - v) > 1e-12 * max(1, v)
    x = (x + v / x) / 2;
    it = it + 1;
  end
  fprintf('sqrt(%g) = %.10f in %d iterations (error %.1e)\n', v, x, it, abs(x - sqrt(v)) < 1e-12);
end
