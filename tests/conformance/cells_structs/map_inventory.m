% an inventory kept in a containers.Map
inv = containers.Map();
items = {'bolt', 'nut', 'bolt', 'washer', 'nut', 'bolt'};
for k = 1:numel(items)
  it = items{k};
  if isKey(inv, it)
    inv(it) = inv(it) + 1;
  else
    inv(it) = 1;
  end
end
ks = keys(inv);
for k = 1:numel(ks)
  fprintf('%s: %d\n', ks{k}, inv(ks{k}));
end
fprintf('%d kinds, %d items\n', inv.Count, sum(cell2mat(values(inv))));
