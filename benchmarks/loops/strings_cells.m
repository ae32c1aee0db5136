% 1e4 iterations building a char row and a cell array of strings.
s = '';
c = {};
for i = 1:10000
  w = sprintf('%d', mod(i, 97));
  if mod(i, 2) == 0
    s = [s, w(1)];
  end
  c{end + 1} = [w, ':', num2str(i)];
end
disp(numel(s))
disp(numel(c))
disp(c{end})
