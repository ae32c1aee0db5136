% continue skips to the next while test
k = 0;
out = [];
while k < 8
  k = k + 1;
  if mod(k, 3) == 0
    continue
  end
  out(end+1) = k;
end
out
