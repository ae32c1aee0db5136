% A bounded random walk driven by a MINSTD generator: every step calls mod, floor,
% min/max, abs, sin, cos and sqrt on double scalars.
n = 1000000;
state = 12345;
pos = 0;
acc = 0;
hi = -Inf;
lo = Inf;
for k = 1:n
  state = mod(16807 * state, 2147483647);
  u = state / 2147483647;
  step = floor(u * 7) - 3;
  pos = max(min(pos + step, 50), -50);
  acc = acc + abs(sin(pos)) * sqrt(u) - cos(k) / k;
  hi = max(hi, acc);
  lo = min(lo, acc);
end
fprintf('%.6f %.6f %.6f %d\n', acc, hi, lo, pos);
