% Project Euler 5: smallest number divisible by 1..20
m = 1;
for k = 1:20
  m = lcm(m, k);
end
fprintf('%d\n', m);
