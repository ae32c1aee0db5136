% Roman numerals: encode and decode
for y = [1990 2008 1666 3999 4]
  r = to_roman(y);
  fprintf('%d -> %s -> %d\n', y, r, from_roman(r));
end

function r = to_roman(n)
  vals = [1000 900 500 400 100 90 50 40 10 9 5 4 1];
  syms = {'M','CM','D','CD','C','XC','L','XL','X','IX','V','IV','I'};
  r = '';
  for k = 1:numel(vals)
    while n >= vals(k)
      r = [r syms{k}];
      n = n - vals(k);
    end
  end
end

function n = from_roman(r)
  map = containers.Map({'I','V','X','L','C','D','M'}, {1, 5, 10, 50, 100, 500, 1000});
  n = 0;
  for k = 1:length(r)
    v = map(r(k));
    if k < length(r) && v < map(r(k + 1))
      n = n - v;
    else
      n = n + v;
    end
  end
end
