% loops, accumulation and display of scalars and rows
s = 0;
for k = 1:10
  s = s + k^2;
end
s
v = zeros(1, 5);
i = 1;
while i <= 5
  v(i) = 2 * i - 1;
  i = i + 1;
end
v
