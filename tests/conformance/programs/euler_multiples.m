% Project Euler 1: multiples of 3 or 5
total = 0;
for k = 1:999
  if mod(k, 3) == 0 || mod(k, 5) == 0
    total = total + k;
  end
end
disp(total)
v = 1:999;
disp(sum(v(mod(v, 3) == 0 | mod(v, 5) == 0)))
