% a value becomes complex inside a hot loop
z = 1;
for k = 1:300
  if k == 150
    z = sqrt(-z);
  else
    z = z * 1;
  end
end
z
isreal(z)
