% break and continue in nested loops
found = [];
for i = 1:10
  if mod(i, 2) == 0
    continue
  end
  j = 0;
  while true
    j = j + 1;
    if j * i > 20
      break
    end
  end
  found(end + 1) = j;
end
disp(found)
