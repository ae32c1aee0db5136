% accumulating into an integer class saturates inside a hot loop
s = int8(0);
for k = 1:300
  s = s + 1;
end
s
class(s)
t = uint8(10);
for k = 1:300
  t = t - 1;
end
t
