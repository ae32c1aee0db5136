% modular inverses with the extended gcd (textbook number theory)
m = 26;
for a = [3 5 7 11]
  [g, x] = gcd(a, m);
  if g == 1
    inv = mod(x, m);
    fprintf('%d^-1 mod %d = %d (check %d)\n', a, m, inv, mod(a * inv, m));
  end
end
