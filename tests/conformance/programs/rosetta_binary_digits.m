% binary digits of numbers, by hand and with dec2bin
for n = [0 5 50 9000]
  if n == 0
    b = '0';
  else
    b = '';
    m = n;
    while m > 0
      b = [char('0' + mod(m, 2)) b];
      m = floor(m / 2);
    end
  end
  fprintf('%5d %15s %d\n', n, b, strcmp(b, dec2bin(n)));
end
disp(dec2bin([1 2 5]))
disp(dec2hex([10 255]))
