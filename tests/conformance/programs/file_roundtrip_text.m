% writing a text file and reading it back line by line
f = [tempname '.txt'];
fid = fopen(f, 'w');
fprintf(fid, '%s,%d\n', 'alpha', 1, 'beta', 22, 'gamma', 333);
fclose(fid);
fid = fopen(f, 'r');
total = 0;
while true
  line = fgetl(fid);
  if ~ischar(line)
    break
  end
  parts = strsplit(line, ',');
  total = total + str2double(parts{2});
  fprintf('%-6s -> %s\n', parts{1}, parts{2});
end
fclose(fid);
delete(f);
fprintf('total %d, exists after delete: %d\n', total, exist(f, 'file'));
