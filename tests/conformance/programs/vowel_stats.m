% counting vowels and consonants per word
s = 'Programming in MATLAB is fun';
words = strsplit(s);
for k = 1:numel(words)
  w = lower(words{k});
  nv = sum(ismember(w, 'aeiou'));
  fprintf('%-12s vowels=%d consonants=%d\n', words{k}, nv, numel(w) - nv);
end
fprintf('total letters: %d\n', sum(isletter(s)));
