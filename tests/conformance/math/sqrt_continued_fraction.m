% continued fraction of sqrt(n) (periodic part)
for n = [2 3 7 13 23]
  a0 = floor(sqrt(n));
  m = 0; d = 1; a = a0;
  terms = [];
  while a ~= 2 * a0
    m = d * a - m;
    d = (n - m^2) / d;
    a = floor((a0 + m) / d);
    terms(end + 1) = a;
  end
  fprintf('sqrt(%d) = [%d; %s]\n', n, a0, num2str(terms));
end
