% Horner's rule against polyval
p = [2 -6 2 -1];
for x = [-1 0 2 3.5]
  y = 0;
  for c = p
    y = y * x + c;
  end
  fprintf('%5.1f %8.3f %8.3f\n', x, y, polyval(p, x));
end
r = roots([1 -6 11 -6]);
disp(sort(r)')
disp(conv([1 2], [1 3]))
