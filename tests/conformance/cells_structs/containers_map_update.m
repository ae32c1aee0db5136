% updating map values in a loop (word counts)
words = {'a', 'b', 'a', 'c', 'a', 'b'};
m = containers.Map();
for k = 1:numel(words)
  w = words{k};
  if isKey(m, w)
    m(w) = m(w) + 1;
  else
    m(w) = 1;
  end
end
k = keys(m);
for i = 1:numel(k)
  fprintf('%s: %d\n', k{i}, m(k{i}));
end
