v = [Item('a', 5) Item('bb', 2) Item('ccc', 9)];
p = arrayfun(@(o) o.Price * 2, v);
fprintf('%d ', p); fprintf('\n');
n = arrayfun(@(o) numel(o.Name), v);
fprintf('%d ', n); fprintf('\n');
c = arrayfun(@(o) upper(o.Name), v, 'UniformOutput', false);
fprintf('%s ', c{:}); fprintf('\n');
