% a handle to a local function passed as a value
r = apply_twice(@inc, 5)
r = apply_twice(@(x) x * 3, 2)
function y = apply_twice(f, x)
  y = f(f(x));
end
function y = inc(x)
  y = x + 1;
end
