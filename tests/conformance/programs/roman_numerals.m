% converting numbers to and from Roman numerals
vals = [1000 900 500 400 100 90 50 40 10 9 5 4 1];
syms = {'M', 'CM', 'D', 'CD', 'C', 'XC', 'L', 'XL', 'X', 'IX', 'V', 'IV', 'I'};
for n = [4 9 14 40 90 400 1994 2024 3999]
  r = '';
  m = n;
  for k = 1:numel(vals)
    while m >= vals(k)
      r = [r syms{k}];
      m = m - vals(k);
    end
  end
  back = from_roman(r);
  fprintf('%4d -> %-12s -> %d\n', n, r, back);
end
function n = from_roman(s)
  map = containers.Map({'I', 'V', 'X', 'L', 'C', 'D', 'M'}, {1, 5, 10, 50, 100, 500, 1000});
  n = 0;
  for k = 1:length(s)
    v = map(s(k));
    if k < length(s) && v < map(s(k+1))
      n = n - v;
    else
      n = n + v;
    end
  end
end
