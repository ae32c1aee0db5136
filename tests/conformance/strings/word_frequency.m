% word frequencies of a sentence
txt = 'the cat and the hat and the bat sat on the mat';
words = strsplit(txt, ' ');
[u, ~, j] = unique(words);
counts = accumarray(j(:), 1)';
[~, order] = sort(counts, 'descend');
for k = order(1:3)
  fprintf('%-4s %d\n', u{k}, counts(k));
end
fprintf('%d distinct words\n', numel(u));
