a = [Item('a', 1) Item('b', 2)];
b = [Item('a', 1) Item('b', 2)];
c = [Item('a', 1) Item('b', 3)];
fprintf('%d %d\n', isequal(a, b), isequal(a, c));
fprintf('%d\n', isequal(a(1), b(1)));
fprintf('%d\n', isequal(a, a(1)));
