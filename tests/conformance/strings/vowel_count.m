% count vowels and consonants in words
words = {'programming', 'rhythm', 'aeiou', 'MATLAB'};
for k = 1:numel(words)
  w = lower(words{k});
  v = sum(ismember(w, 'aeiou'));
  c = sum(isletter(w)) - v;
  fprintf('%-12s vowels %d consonants %d\n', words{k}, v, c);
end
