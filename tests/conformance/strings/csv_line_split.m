% splitting CSV lines with empty fields kept
lines = {'a,b,,d', ',x,', 'single'};
for k = 1:numel(lines)
  f = strsplit(lines{k}, ',', 'CollapseDelimiters', false);
  fprintf('%d fields:', numel(f));
  fprintf(' [%s]', f{:});
  fprintf('\n');
end
g = strsplit('a1b22c333d', '\d+', 'DelimiterType', 'RegularExpression');
disp(strjoin(g, '-'))
