% converting between bases by hand
n = 2024;
for b = [2 3 8 16]
  digits = '0123456789ABCDEF';
  m = n; s = '';
  while m > 0
    s = [digits(mod(m, b) + 1) s];
    m = floor(m / b);
  end
  fprintf('base %2d: %s (%s)\n', b, s, dec2base(n, b));
end
disp(base2dec('1F', 16))
