% cells holding structs of different shapes
c = {struct('a', 1), struct('b', 2, 'c', 3)};
for k = 1:2
  fn = fieldnames(c{k});
  fprintf('%d: %s\n', k, strjoin(fn', ','));
end
