% perfect, abundant and deficient numbers
counts = [0 0 0];
perfect = [];
for n = 1:500
  d = 1:n-1;
  s = sum(d(mod(n, d) == 0));
  if s == n
    perfect(end + 1) = n;
    counts(2) = counts(2) + 1;
  elseif s > n
    counts(3) = counts(3) + 1;
  else
    counts(1) = counts(1) + 1;
  end
end
fprintf('deficient %d, perfect %d, abundant %d\n', counts);
disp(perfect)
