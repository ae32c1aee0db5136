import shapes.*
fprintf('%d\n', area(2, 8));
q = Square(4);
fprintf('%d %s\n', q.area(), class(q));
