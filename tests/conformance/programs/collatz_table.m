% Collatz sequence lengths with a helper function
n = 1:12;
len = arrayfun(@collatz_len, n);
fprintf('%2d: %d\n', [n; len]);
[m, i] = max(len);
fprintf('longest start %d with %d steps\n', n(i), m);
function s = collatz_len(n)
  s = 0;
  while n ~= 1
    if mod(n, 2)
      n = 3 * n + 1;
    else
      n = n / 2;
    end
    s = s + 1;
  end
end
