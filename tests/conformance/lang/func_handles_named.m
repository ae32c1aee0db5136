% handles to builtins and to local functions
f = @sin;
f(0)
g = @square;
g(4)
h = @max;
[m, i] = h([3 9 2])
feval(@square, 5)
feval('square', 6)
function y = square(x)
  y = x^2;
end
