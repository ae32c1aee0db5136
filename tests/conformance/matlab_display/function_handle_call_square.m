f = @(x) x.^2;
a = 4;
b = f(a)
