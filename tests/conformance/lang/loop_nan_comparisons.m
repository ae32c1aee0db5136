% comparisons with NaN in hot loops
n = 0;
x = [1 NaN 3];
for k = 1:300
  v = x(mod(k, 3) + 1);
  if v > 2 || v ~= v
    n = n + 1;
  end
end
n
