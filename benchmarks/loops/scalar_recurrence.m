% Scalar recurrence: 2e6 iterations of double-scalar arithmetic.
s = 0;
x = 0.5;
for i = 1:2000000
  x = 3.7 * x * (1 - x);
  s = s + x / i;
end
printf_result = sprintf('%.10f', s);
disp(printf_result)
