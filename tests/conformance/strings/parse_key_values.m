% parsing "key=value" pairs separated by semicolons
line = 'width=20; height=5;name=box ; depth=2.5';
pairs = strsplit(line, ';');
s = struct();
for k = 1:numel(pairs)
  p = strtrim(pairs{k});
  if isempty(p)
    continue
  end
  kv = strsplit(p, '=');
  key = strtrim(kv{1});
  val = strtrim(kv{2});
  num = str2double(val);
  if isnan(num)
    s.(key) = val;
  else
    s.(key) = num;
  end
end
fprintf('%s: %g x %g x %g\n', s.name, s.width, s.height, s.depth);
disp(fieldnames(s)')
