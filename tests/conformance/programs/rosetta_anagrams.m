% group words that are anagrams of each other
words = {'listen', 'silent', 'enlist', 'google', 'banana', 'inlets', 'gogole'};
keys = cellfun(@(w) sort(w), words, 'UniformOutput', false);
[u, ~, j] = unique(keys);
for g = 1:numel(u)
  members = words(j == g);
  if numel(members) > 1
    fprintf('%s: %s\n', u{g}, strjoin(members, ' '));
  end
end
