v = [Item('red', 1) Item('green', 2) Item('blue', 3)];
names = {v.Name};
fprintf('%s\n', class(names));
fprintf('%s\n', strjoin(names, ', '));
p = [v.Price];
fprintf('%g\n', mean(p));
