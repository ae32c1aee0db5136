% centring text in a field
words = {'a', 'abc', 'hello'};
w = 9;
for k = 1:numel(words)
  s = words{k};
  left = floor((w - length(s)) / 2);
  fprintf('|%s%s%s|\n', blanks(left), s, blanks(w - length(s) - left));
end
