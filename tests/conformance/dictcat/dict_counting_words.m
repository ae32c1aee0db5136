% word counts with a dictionary
words = ["the" "cat" "the" "dog" "the" "cat"];
counts = dictionary;
for w = words
  if isKey(counts, w)
    counts(w) = counts(w) + 1;
  else
    counts(w) = 1;
  end
end
k = keys(counts);
for i = 1:numel(k)
  fprintf('%s: %d\n', k(i), counts(k(i)));
end
