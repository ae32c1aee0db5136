% the first eight happy numbers
found = [];
n = 1;
while numel(found) < 8
  seen = [];
  m = n;
  while m ~= 1 && ~any(seen == m)
    seen(end + 1) = m;
    m = sum((num2str(m) - '0').^2);
  end
  if m == 1
    found(end + 1) = n;
  end
  n = n + 1;
end
disp(found)
