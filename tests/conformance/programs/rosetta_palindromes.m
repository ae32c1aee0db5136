% palindrome detection ignoring case and punctuation
phrases = {'A man, a plan, a canal: Panama', 'hello', 'Was it a car or a cat I saw?', 'ab'};
for k = 1:numel(phrases)
  p = lower(phrases{k});
  p = p(isletter(p));
  fprintf('%-32s %d\n', phrases{k}, strcmp(p, fliplr(p)));
end
