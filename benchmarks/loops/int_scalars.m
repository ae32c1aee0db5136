% Integer and single scalars in loops, as people write them: an int32 checksum with mod and
% bitxor, a uint8 brightness ramp that saturates and wraps, a single-precision recurrence.
h = int32(17);
for k = 1:50000
  h = mod(h * int32(31) + int32(k), int32(1000003));
  h = bitxor(h, int32(5));
end
p = uint8(0);
c = 0;
for k = 1:50000
  p = p + uint8(3);
  if p == 255
    c = c + 1;
    p = p - uint8(200);
  end
end
x = single(0.5);
s = single(0);
for k = 1:50000
  x = single(3.7) * x * (1 - x);
  s = s + x;
end
fprintf('%d %d %d %.6f\n', h, p, c, s);
