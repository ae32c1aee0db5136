% ranges of every integer class
names = {'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32'};
for k = 1:numel(names)
  fprintf('%-6s %11d %10d\n', names{k}, intmin(names{k}), intmax(names{k}));
end
