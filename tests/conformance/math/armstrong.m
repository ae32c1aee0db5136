% narcissistic (Armstrong) numbers below 10000
out = [];
for n = 1:9999
  d = num2str(n) - '0';
  if sum(d .^ numel(d)) == n
    out(end + 1) = n;
  end
end
disp(out)
