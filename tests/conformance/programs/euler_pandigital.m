% 1-to-9 pandigital products (small search)
found = [];
for a = 1:9
  for b = 1000:2000
    p = a * b;
    s = sort(sprintf('%d%d%d', a, b, p));
    if strcmp(s, '123456789')
      found(end + 1) = p;
    end
  end
end
u = unique(found);
disp(u)
disp(sum(u))
