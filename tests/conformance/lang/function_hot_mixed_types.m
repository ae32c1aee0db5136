% a hot function called with different argument classes
r = 0;
for k = 1:200
  r = r + twice(k);
end
r
twice(int8(100))
twice('a')
twice([1 2; 3 4])
twice(1+1i)
function y = twice(x)
  y = x * 2;
end
