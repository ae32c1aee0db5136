% anonymous functions capture variables by value at creation
a = 2;
f = @(x) a * x;
a = 100;
f(3)
g = @(x, y) x.^2 + y;
g([1 2 3], 1)
h = @() 42;
h()
