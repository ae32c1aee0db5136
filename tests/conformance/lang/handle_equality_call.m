% calling handles stored in struct fields
ops.add = @(a, b) a + b;
ops.mul = @(a, b) a * b;
ops.add(2, 3)
ops.mul(2, 3)
names = fieldnames(ops);
for k = 1:numel(names)
  fprintf('%s: %d\n', names{k}, ops.(names{k})(4, 5));
end
