% an inventory kept in a struct array
inv = struct('name', {}, 'qty', {}, 'price', {});
inv(end+1) = struct('name', 'widget', 'qty', 10, 'price', 2.5);
inv(end+1) = struct('name', 'gadget', 'qty', 0, 'price', 12);
inv(end+1) = struct('name', 'doohickey', 'qty', 4, 'price', 7.25);
fprintf('%d items\n', numel(inv));
instock = inv([inv.qty] > 0);
fprintf('in stock: %s\n', strjoin({instock.name}, ', '));
value = sum([inv.qty] .* [inv.price]);
fprintf('stock value: %.2f\n', value);
[~, i] = max([inv.price]);
fprintf('priciest: %s\n', inv(i).name);
inv(2).qty = inv(2).qty + 5;
disp([inv.qty])
