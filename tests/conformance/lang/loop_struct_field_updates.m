% struct fields updated in a hot loop
s.total = 0;
s.hist = [];
for k = 1:300
  s.total = s.total + k;
  if mod(k, 100) == 0
    s.hist(end+1) = s.total;
  end
end
s
