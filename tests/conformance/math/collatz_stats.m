% stopping times of the Collatz map, vectorised over starting values
n = 1:30;
steps = zeros(size(n));
v = n;
while any(v > 1)
  a = v > 1;
  odd = mod(v, 2) == 1 & a;
  even = mod(v, 2) == 0 & a;
  v(odd) = 3 * v(odd) + 1;
  v(even) = v(even) / 2;
  steps(a) = steps(a) + 1;
end
disp(steps)
[m, i] = max(steps);
fprintf('max %d at %d\n', m, i);
