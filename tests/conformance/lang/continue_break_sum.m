% continue break sum
n = 0;
for k = 1:10
  if k == 3, continue, end
  if k == 6, break, end
  n = n + k;
end
n
