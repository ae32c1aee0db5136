% grouping words that are anagrams of each other
words = {'listen', 'silent', 'enlist', 'google', 'gooegl', 'cat', 'act', 'dog'};
keys = cellfun(@(w) sort(w), words, 'UniformOutput', false);
[u, ~, j] = unique(keys);
for g = 1:numel(u)
  members = words(j == g);
  fprintf('%s: %s\n', u{g}, strjoin(members, ' '));
end
