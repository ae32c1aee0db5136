% wrapping a paragraph to a fixed width
text = 'The quick brown fox jumps over the lazy dog and keeps running far across the green fields until night.';
width = 24;
words = strsplit(text, ' ');
line = '';
lines = {};
for k = 1:numel(words)
  w = words{k};
  if isempty(line)
    line = w;
  elseif length(line) + 1 + length(w) <= width
    line = [line ' ' w];
  else
    lines{end+1} = line;
    line = w;
  end
end
lines{end+1} = line;
for k = 1:numel(lines)
  fprintf('|%-24s|\n', lines{k});
end
fprintf('%d lines, longest %d\n', numel(lines), max(cellfun(@length, lines)));
