a = Vec2(2, 3);
b = Vec2(4, 5);
disp(char(a .* b))
disp(char(a .* 10))
disp(char(3 .* b))
disp(char(b ./ 2))
disp(char(a .^ 2))
disp(char(a'))
disp(a ~= b)
disp(a ~= Vec2(2, 3))
