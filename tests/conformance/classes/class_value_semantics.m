% Value objects are copied on assignment and when passed to functions.
a = Vec2(1, 2);
b = a;
b.x = 100;
printf_pair = @(v) fprintf('%s\n', str(v));
printf_pair(a)
printf_pair(b)
c = a.scaled(3);
printf_pair(a)
printf_pair(c)
d = scaled(a, -1);
disp(d.str())
v = Vec2();
disp([v.x v.y])
v.y = 5;
v.y(3) = 9;
disp(v.y)
s.pos = Vec2(1, 1);
s.pos.x = 42;
disp(s.pos.x)
list = {Vec2(1, 0), Vec2(0, 1), Vec2(3, 4)};
for k = 1:numel(list)
  fprintf('%d: %s length %g\n', k, list{k}.str(), len(list{k}));
end
