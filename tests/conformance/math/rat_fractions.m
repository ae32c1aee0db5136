% rational approximations
[n, d] = rat(pi)
[n, d] = rat([0.5 -0.25 0.125])
s = rat(1.5)
disp(rat(pi))
x = [0.75 1/3 2.5];
for k = 1:3
  disp(strtrim(rats(x(k))));
end
[n, d] = rat(0.3333, 1e-3)
