% building a CSV line and parsing it back
rows = {'id', 'name', 'score'; 1, 'ann', 9.5; 2, 'bob', 7.25};
lines = cell(size(rows, 1), 1);
for r = 1:size(rows, 1)
  parts = cell(1, size(rows, 2));
  for c = 1:size(rows, 2)
    v = rows{r, c};
    if ischar(v)
      parts{c} = v;
    else
      parts{c} = num2str(v);
    end
  end
  lines{r} = strjoin(parts, ',');
end
fprintf('%s\n', lines{:});
fields = strsplit(lines{3}, ',');
score = str2double(fields{3})
