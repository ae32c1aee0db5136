% handles stored in a cell and called later
ops = {@(x) x + 1, @(x) x * 2, @(x) x - 3};
v = 5;
for k = 1:numel(ops)
  v = ops{k}(v);
  disp(v)
end
