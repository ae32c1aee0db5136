% modifying one field of one element
s = struct('n', {1, 2, 3});
s(2).n = s(2).n * 100;
for k = 1:numel(s)
  fprintf('%d ', s(k).n);
end
fprintf('\n');
