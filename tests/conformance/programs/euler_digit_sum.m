% Project Euler 16/20 style digit sums with big numbers done by hand
digits = 1;
for k = 1:100
  digits = digits * 2;
  carry = 0;
  for i = 1:numel(digits)
    v = digits(i) + carry;
    digits(i) = mod(v, 10);
    carry = floor(v / 10);
  end
  while carry > 0
    digits(end + 1) = mod(carry, 10);
    carry = floor(carry / 10);
  end
end
fprintf('2^100 has %d digits, digit sum %d\n', numel(digits), sum(digits));
disp(fliplr(digits(end-4:end)))
