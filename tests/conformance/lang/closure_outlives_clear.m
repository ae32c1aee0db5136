% closure outlives clear
f = @(x, y) x + y;
g = @(x) f(x, 1);
clear f
g(5)
