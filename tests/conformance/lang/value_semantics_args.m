% value semantics args
x = 10;
y = modify(x);
disp([x y])
function x = modify(x)
  x = x * 2;
end
