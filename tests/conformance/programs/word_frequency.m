% string processing: word frequencies in a sentence
text = 'the quick brown fox jumps over the lazy dog the fox';
words = strsplit(text, ' ');
[u, ~, j] = unique(words);
counts = accumarray(j(:), 1);
[counts, order] = sort(counts, 'descend');
u = u(order);
for k = 1:3
  fprintf('%-6s %d\n', u{k}, counts(k));
end
fprintf('distinct words: %d\n', numel(u));
longest = '';
for k = 1:numel(words)
  if length(words{k}) > length(longest)
    longest = words{k};
  end
end
fprintf('longest word: %s\n', longest);
