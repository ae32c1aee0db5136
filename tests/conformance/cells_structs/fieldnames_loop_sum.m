% summing numeric fields by name
s = struct('a', 1, 'b', 'text', 'c', 3, 'd', [4 5]);
total = 0;
f = fieldnames(s);
for k = 1:numel(f)
  v = s.(f{k});
  if isnumeric(v)
    total = total + sum(v);
  end
end
total
