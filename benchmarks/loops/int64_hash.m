% 64-bit integer scalars in loops: an int64 polynomial hash kept below 2^40 with mod and mixed
% with bitxor, a uint64 counter that saturates, and int64 arithmetic with doubles beyond 2^53.
h = int64(1469598103);
for k = 1:40000
  h = mod(h * int64(131) + int64(k), int64(1099511627791));
  h = bitxor(h, int64(k * 7));
end
u = uint64(1);
top = intmax('uint64');
c = 0;
for k = 1:40000
  u = u * 3 + idivide(u, uint64(7));
  if u == top
    c = c + 1;
    u = uint64(k);
  end
end
a = int64(2^53);
b = int64(0);
for k = 1:40000
  a = a + 1;
  if mod(a, 3) == 0
    b = b + a / 5000;
  end
end
fprintf('%d %d %d %d %d\n', h, u, c, a, b);
