% growing arrays by concatenation in a loop
v = [];
for k = 1:4
  v = [v, k * 10];
end
v
m = [];
for k = 1:3
  m = [m; k, k^2];
end
m
