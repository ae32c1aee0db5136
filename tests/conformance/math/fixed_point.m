% fixed-point iteration x = cos(x)
x = 1;
for k = 1:100
  xn = cos(x);
  if abs(xn - x) < 1e-10
    break
  end
  x = xn;
end
fprintf('x = %.8f after %d iterations\n', xn, k);
