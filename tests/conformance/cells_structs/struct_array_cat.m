% concatenating struct arrays with the same fields
a = struct('x', 1);
b = struct('x', 2);
c = [a, b];
size(c)
[c.x]
d = [c, struct('x', 3)];
[d.x]
