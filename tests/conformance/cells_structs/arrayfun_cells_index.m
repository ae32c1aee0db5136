% arrayfun producing cell output and indexing it
c = arrayfun(@(k) repmat('*', 1, k), 1:4, 'UniformOutput', false);
for k = 1:numel(c)
  disp(c{k})
end
