% trimming and padding text columns
names = {'  alice', 'bob  ', ' carol '};
t = strtrim(names);
w = max(cellfun(@length, t));
for k = 1:numel(t)
  fprintf('[%s] [%*s] [%-*s]\n', t{k}, w, t{k}, w, t{k});
end
disp(deblank('abc   '))
disp(length(blanks(4)))
