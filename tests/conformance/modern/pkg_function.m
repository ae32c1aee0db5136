a = shapes.area(3, 4);
fprintf('%d\n', a);
f = @shapes.area;
fprintf('%d\n', f(2, 5));
