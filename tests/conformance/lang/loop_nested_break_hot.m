% nested hot loops with break and continue
count = 0;
for i = 1:50
  for j = 1:50
    if j > i
      break
    end
    if mod(i + j, 3) == 0
      continue
    end
    count = count + 1;
  end
end
count
