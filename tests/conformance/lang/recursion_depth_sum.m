% recursion over a cell tree
t = {1, {2, 3, {4}}, 5};
total = treesum(t)
function s = treesum(t)
  s = 0;
  if iscell(t)
    for k = 1:numel(t)
      s = s + treesum(t{k});
    end
  else
    s = t;
  end
end
