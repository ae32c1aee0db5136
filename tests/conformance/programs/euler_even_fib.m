% Project Euler 2: even Fibonacci numbers below four million
a = 1; b = 2; s = 0;
while b < 4e6
  if mod(b, 2) == 0
    s = s + b;
  end
  t = a + b;
  a = b;
  b = t;
end
fprintf('%d\n', s);
