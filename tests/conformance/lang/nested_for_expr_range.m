% inner ranges computed from the outer variable
for i = 1:4
  s = 0;
  for j = i:2*i+1
    s = s + j;
  end
  for v = [i, i^2, i^3]
    s = s - v;
  end
  fprintf('%d -> %d\n', i, s);
end
