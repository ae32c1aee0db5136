% functions with several outputs and ignored outputs
[mn, mx] = minmax([4 -1 7 2])
[~, hi] = minmax([10 20 30])
lo = minmax([5 6])
function [lo, hi] = minmax(v)
  lo = min(v);
  hi = max(v);
end
