% nested calls with multiple arguments
r = clamp(scale(5, 3), 0, 10)
r = clamp(scale(-2, 3), 0, 10)
function y = scale(x, k)
  y = x * k;
end
function y = clamp(x, lo, hi)
  y = min(max(x, lo), hi);
end
