% script with local functions
a = add2(3, 4)
b = twice(add2(1, 1))
function r = add2(x, y)
  r = x + y;
end
function r = twice(x)
  r = 2 * x;
end
