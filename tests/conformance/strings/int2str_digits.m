% digits of integers via text
for n = [7 42 12345 1000000]
  d = num2str(n) - '0';
  fprintf('%d: %d digits, sum %d, reversed %s\n', n, numel(d), sum(d), fliplr(num2str(n)));
end
disp(int2str(2.7))
disp(int2str([1.2 3.5]))
