% binary search in a sorted vector
v = [2 5 8 12 16 23 38 56 72 91];
targets = [23 2 91 7];
for t = targets
  lo = 1;
  hi = numel(v);
  found = 0;
  steps = 0;
  while lo <= hi
    steps = steps + 1;
    mid = floor((lo + hi) / 2);
    if v(mid) == t
      found = mid;
      break
    elseif v(mid) < t
      lo = mid + 1;
    else
      hi = mid - 1;
    end
  end
  fprintf('target %2d: index %d after %d steps\n', t, found, steps);
end
