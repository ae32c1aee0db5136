v = [Item('a', 1) Item('b', 2) Item('c', 3)];
[v.Price] = deal(0);
fprintf('%d ', [v.Price]); fprintf('\n');
newNames = {'x', 'y', 'z'};
[v.Name] = newNames{:};
fprintf('%s', v.Name); fprintf('\n');
