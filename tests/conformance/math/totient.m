% Euler's totient by counting coprimes and by the product formula
for n = [1 9 10 36 97]
  c = sum(gcd(1:n, n) == 1);
  p = unique(factor(n));
  if n == 1
    t = 1;
  else
    t = n * prod(1 - 1 ./ p);
  end
  fprintf('phi(%d) = %d = %d\n', n, c, round(t));
end
