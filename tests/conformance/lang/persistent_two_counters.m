% each function has its own persistent variable
for k = 1:3
  a = ca();
  b = cb();
end
fprintf('%d %d\n', a, b);
function n = ca()
  persistent c
  if isempty(c)
    c = 0;
  end
  c = c + 1;
  n = c;
end
function n = cb()
  persistent c
  if isempty(c)
    c = 100;
  end
  c = c + 10;
  n = c;
end
