% extended Euclid: Bezout coefficients from gcd
pairs = [12 18; 35 64; 240 46; -9 6];
for k = 1:size(pairs, 1)
  a = pairs(k, 1); b = pairs(k, 2);
  [g, u, v] = gcd(a, b);
  fprintf('gcd(%d,%d) = %d = %d*%d + %d*%d\n', a, b, g, a, u, b, v);
end
[g, u, v] = gcd([4 9 15], [6 12 25])
