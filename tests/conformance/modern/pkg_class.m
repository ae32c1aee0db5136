s = shapes.Square(3);
fprintf('%s\n', class(s));
fprintf('%d\n', s.area());
u = shapes.Square.unit();
fprintf('%d %d\n', u.Side, area(u));
fprintf('%d\n', isa(s, 'shapes.Square'));
