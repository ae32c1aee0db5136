% last digits of a series of self powers, by modular exponentiation
m = 10000;
s = 0;
for k = 1:100
  s = mod(s + powmod(k, k, m), m);
end
fprintf('%04d\n', s);

function r = powmod(b, e, m)
  r = 1;
  b = mod(b, m);
  while e > 0
    if mod(e, 2) == 1
      r = mod(r * b, m);
    end
    b = mod(b * b, m);
    e = floor(e / 2);
  end
end
