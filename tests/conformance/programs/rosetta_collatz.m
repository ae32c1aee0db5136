% hailstone sequences
h = hailstone(27);
fprintf('length %d, max %d\n', numel(h), max(h));
fprintf('%d ', hailstone(7)); fprintf('\n');
best = 0; arg = 0;
for k = 1:100
  L = numel(hailstone(k));
  if L > best
    best = L; arg = k;
  end
end
fprintf('longest below 100: %d (%d steps)\n', arg, best);

function s = hailstone(n)
  s = n;
  while n ~= 1
    if mod(n, 2) == 0
      n = n / 2;
    else
      n = 3 * n + 1;
    end
    s(end + 1) = n;
  end
end
