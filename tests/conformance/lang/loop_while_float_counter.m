% a while loop with a floating-point counter
t = 0;
n = 0;
while t < 30
  t = t + 0.1;
  n = n + 1;
end
n
fprintf('%.10f\n', t);
