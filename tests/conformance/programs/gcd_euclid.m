% Euclid's algorithm with a while loop, checked against gcd
pairs = [48 18; 100 75; 17 5; 0 9; 270 192];
for k = 1:size(pairs, 1)
  a = pairs(k, 1);
  b = pairs(k, 2);
  while b ~= 0
    t = mod(a, b);
    a = b;
    b = t;
  end
  fprintf('gcd(%d, %d) = %d (builtin %d)\n', pairs(k, 1), pairs(k, 2), a, gcd(pairs(k, 1), pairs(k, 2)));
end
