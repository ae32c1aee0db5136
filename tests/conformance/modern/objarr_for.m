v = [Item('a', 1) Item('b', 2) Item('c', 3)];
total = 0;
for it = v
    total = total + it.Price;
    fprintf('%s ', it.Name);
end
fprintf('\n%d\n', total);
for k = 1:numel(v)
    fprintf('%d', v(k).Price);
end
fprintf('\n');
