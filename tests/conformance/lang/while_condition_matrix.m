% while with a vector condition stops when any element is zero
v = [3 2 1];
n = 0;
while v
  v = v - 1;
  n = n + 1;
end
n
v
