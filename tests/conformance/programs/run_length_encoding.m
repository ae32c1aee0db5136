% run-length encoding of a character string
s = 'aaabccddddde';
chars = '';
counts = [];
k = 1;
while k <= numel(s)
  j = k;
  while j < numel(s) && s(j+1) == s(k)
    j = j + 1;
  end
  chars(end+1) = s(k);
  counts(end+1) = j - k + 1;
  k = j + 1;
end
enc = '';
for i = 1:numel(chars)
  enc = [enc sprintf('%d%c', counts(i), chars(i))];
end
enc
dec = '';
for i = 1:numel(chars)
  dec = [dec repmat(chars(i), 1, counts(i))];
end
isequal(dec, s)
