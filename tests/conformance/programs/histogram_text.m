% a text histogram of dice sums computed exhaustively
counts = zeros(1, 12);
for a = 1:6
  for b = 1:6
    counts(a + b) = counts(a + b) + 1;
  end
end
for s = 2:12
  fprintf('%2d %-6s %d\n', s, repmat('*', 1, counts(s)), counts(s));
end
fprintf('most likely: %d\n', find(counts == max(counts)));
