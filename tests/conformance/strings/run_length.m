% run-length encoding and decoding
s = 'WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW';
enc = '';
k = 1;
while k <= length(s)
  j = k;
  while j < length(s) && s(j + 1) == s(k)
    j = j + 1;
  end
  enc = [enc sprintf('%d%c', j - k + 1, s(k))];
  k = j + 1;
end
disp(enc)
[tok] = regexp(enc, '(\d+)(\D)', 'tokens');
dec = '';
for t = 1:numel(tok)
  dec = [dec repmat(tok{t}{2}, 1, str2double(tok{t}{1}))];
end
disp(isequal(dec, s))
