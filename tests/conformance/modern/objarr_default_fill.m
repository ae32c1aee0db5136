g(3) = Item('third', 3);
fprintf('%d\n', numel(g));
fprintf('%s %d\n', g(1).Name, g(1).Price);
fprintf('%s %d\n', g(3).Name, g(3).Price);
h(2) = Cell(7);
fprintf('%d %d\n', h(1).Value, h(2).Value);
