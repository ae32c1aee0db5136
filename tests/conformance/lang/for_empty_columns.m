% a for loop over a 0x3 array runs once per column, each column being 0x1 (MATLAB)
n = 0;
for k = zeros(0, 3)
  n = n + 1;
  fprintf('%d %d\n', size(k));
end
fprintf('iterations: %d\n', n);
m = 0;
for k = []
  m = m + 1;
end
fprintf('iterations over []: %d\n', m);
