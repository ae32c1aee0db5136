% palindrome checks
words = {'level', 'hello', 'Racecar'};
for k = 1:numel(words)
  w = lower(words{k});
  fprintf('%s: %d\n', words{k}, strcmp(w, fliplr(w)));
end
