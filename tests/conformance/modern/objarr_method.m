v = [Item('a', 5) Item('b', 2) Item('c', 9)];
fprintf('%d\n', total(v));
fprintf('%d\n', v.total());
c = cheapest(v);
fprintf('%s %d\n', c.Name, c.Price);
fprintf('%d\n', total(v(1)));
