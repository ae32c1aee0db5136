% while with break and continue
i = 0;
s = 0;
while true
  i = i + 1;
  if mod(i, 2) == 0
    continue
  end
  if i > 9
    break
  end
  s = s + i;
end
s
i
