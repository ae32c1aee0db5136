% break leaves only the innermost loop
count = 0;
for i = 1:4
  for j = 1:4
    if j > i
      break
    end
    count = count + 1;
  end
end
count
