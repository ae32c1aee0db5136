% counting values into bins by hand and with histc/accumarray
x = [1 3 3 2 5 5 5 4 1 2 2 2];
counts = zeros(1, 5);
for v = x
  counts(v) = counts(v) + 1;
end
disp(counts)
disp(accumarray(x', 1)')
disp(cumsum(counts))
[m, i] = max(counts);
fprintf('mode %d (%d times)\n', i, m);
