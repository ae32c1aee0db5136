% Operator overloading through methods named plus, minus, uminus, times, mtimes, eq, ne, lt.
a = Vec2(3, 4);
b = Vec2(1, 2);
disp(str(a + b))
disp(str(a - b))
disp(str(-a))
disp(str(2 .* a))
disp(str(a .* 0.5))
disp(a * b)
disp(a == Vec2(3, 4))
disp(a ~= b)
disp(b < a)
disp(a < b)
acc = Vec2(0, 0);
for k = 1:4
  acc = acc + Vec2(k, k^2);
end
disp(acc.str())
if a == a
  disp('equal to itself')
end
