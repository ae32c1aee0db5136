% Project Euler 3: largest prime factor by trial division
n = 600851475143;
f = 2;
while n > 1
  if mod(n, f) == 0
    n = n / f;
  else
    f = f + 1;
  end
end
fprintf('%d\n', f);
disp(max(factor(13195)))
