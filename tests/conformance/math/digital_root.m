% additive persistence and digital roots
for n = [627615 39390 588225 393900588225]
  p = 0; m = n;
  while m >= 10
    m = sum(num2str(m) - '0');
    p = p + 1;
  end
  fprintf('%d: persistence %d, root %d\n', n, p, m);
end
