% a variable that is sometimes a matrix, sometimes a scalar, in a hot loop
total = 0;
for k = 1:300
  if mod(k, 2)
    v = k;
  else
    v = [k k];
  end
  total = total + sum(v);
end
total
