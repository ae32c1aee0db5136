% calling a function without using its output sets ans
v = sqval(3);
sqval(4)
ans + 1
function y = sqval(x)
  y = x * x;
end
