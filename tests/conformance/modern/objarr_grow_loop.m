names = {'pen', 'book', 'lamp'};
prices = [2 12 30];
for k = 1:3
    items(k) = Item(names{k}, prices(k));
end
fprintf('%s %d\n', class(items), numel(items));
fprintf('%d ', [items.Price]); fprintf('\n');
fprintf('%s\n', items(2).Name);
