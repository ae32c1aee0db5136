% cells and struct arrays built in a hot loop
items = struct('id', {}, 'sq', {});
for k = 1:250
  if mod(k, 50) == 0
    items(end+1) = struct('id', k, 'sq', k^2);
  end
end
[items.id]
[items.sq]
