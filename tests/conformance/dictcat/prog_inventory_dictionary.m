% an inventory kept in dictionaries: stock levels, prices, restocking and a report
stock = dictionary(["apple" "pear" "plum"], [10 0 5]);
price = dictionary(["apple" "pear" "plum"], [0.5 0.75 1.25]);
orders = ["apple" "plum" "apple" "kiwi" "pear"];
qty = [3 2 4 1 1];
revenue = 0;
for i = 1:numel(orders)
  item = orders(i);
  if ~isKey(stock, item)
    fprintf('unknown item %s\n', item);
    continue
  end
  if stock(item) < qty(i)
    fprintf('not enough %s (%d < %d)\n', item, stock(item), qty(i));
    continue
  end
  stock(item) = stock(item) - qty(i);
  revenue = revenue + qty(i) * price(item);
end
empty = keys(stock);
empty = empty(values(stock) == 0);
stock(empty) = [];
fprintf('revenue %.2f\n', revenue);
k = keys(stock);
v = values(stock);
for i = 1:numEntries(stock)
  fprintf('%s: %d\n', k(i), v(i));
end
