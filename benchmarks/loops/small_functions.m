% Small helper functions that call builtins, each called 1e5 times from a loop.
total = 0;
for k = 1:100000
  total = total + clamp(wrap_angle(k * 0.37), -1, 2) + ndigits(k) + sgn_step(k);
end
fprintf('%.6f\n', total);

function y = wrap_angle(a)
  y = mod(a + pi, 2 * pi) - pi;
end

function y = clamp(x, lo, hi)
  y = min(max(x, lo), hi);
end

function d = ndigits(n)
  d = floor(log10(abs(n))) + 1;
end

function s = sgn_step(k)
  s = sign(rem(k, 3) - 1) * ceil(sqrt(k) / 100);
end
