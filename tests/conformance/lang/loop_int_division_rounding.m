% integer division rounds inside hot loops
a = int32(0);
for k = 1:300
  a = a + int32(k) / int32(2);
end
a
b = 0;
for k = 1:300
  b = b + round(k / 2);
end
b
