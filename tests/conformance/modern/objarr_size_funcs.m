v = [Item('a', 1) Item('b', 2); Item('c', 3) Item('d', 4)];
fprintf('%d %d\n', size(v));
fprintf('%d %d %d\n', numel(v), length(v), ndims(v));
fprintf('%d\n', size(v, 1));
w = v(:);
fprintf('%d %d\n', size(w));
fprintf('%s ', w.Name); fprintf('\n');
t = v';
fprintf('%s\n', t(1, 2).Name);
