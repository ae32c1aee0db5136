% Building text in loops: sprintf, num2str and strcat on every iteration.
s = '';
for k = 1:4000
  s = [s, sprintf('%d,', mod(k, 10))];
end
parts = cell(1, 3000);
for k = 1:3000
  parts{k} = strcat('item', num2str(k), '_', sprintf('%03d', mod(k * 37, 1000)));
end
line = '';
for k = 1:500
  line = [line, sprintf('%s;', num2str(k / 8))];
end
fprintf('%d %s %s %d\n', numel(s), parts{end}, line(end-20:end), numel(line));
