% Project Euler 6
n = 100;
k = 1:n;
fprintf('%d\n', sum(k)^2 - sum(k.^2));
s1 = 0; s2 = 0;
for i = 1:n
  s1 = s1 + i;
  s2 = s2 + i^2;
end
fprintf('%d\n', s1^2 - s2);
