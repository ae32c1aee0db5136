% x == fix(x./y).*y + rem(x, y)
x = [7 -7 7.5 -7.5];
y = [2 2 -2 -2];
r = rem(x, y)
isequal(x, fix(x ./ y) .* y + r)
m = mod(x, y)
isequal(x, floor(x ./ y) .* y + m)
