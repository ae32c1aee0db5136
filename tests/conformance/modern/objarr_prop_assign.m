v = [Item('x', 1) Item('y', 2) Item('z', 3)];
w = v;
v(2).Price = 20;
v(3).Name = 'zed';
fprintf('%d ', [v.Price]); fprintf('\n');
fprintf('%d ', [w.Price]); fprintf('\n');
fprintf('%s %s\n', v(3).Name, w(3).Name);
