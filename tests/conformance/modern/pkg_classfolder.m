t = shapes.Tri(4, 3);
fprintf('%s\n', class(t));
fprintf('%d\n', t.area());
fprintf('%d\n', area(shapes.Tri(2, 2)));
