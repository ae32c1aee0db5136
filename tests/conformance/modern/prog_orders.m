orders = Order.empty;
amounts = [120 35 80 15];
for k = 1:numel(amounts)
    orders(end + 1) = Order(k, amounts(k));
end
for k = 1:numel(orders)
    addlistener(orders(k), 'StateChanged', @(o, e) fprintf('order %d -> %s\n', o.Id, char(o.State)));
end
orders(1).step();
orders(1).step();
orders(2).cancel();
orders(1).cancel();
orders(3).step();
states = arrayfun(@(o) char(o.State), orders, 'UniformOutput', false);
fprintf('%s\n', strjoin(states, ', '));
open = orders(arrayfun(@(o) o.State ~= OrderState.Cancelled && o.State ~= OrderState.Delivered, orders));
fprintf('open: %d, value %d\n', numel(open), sum([open.Amount]));
fprintf('%s\n', char(OrderState.parse('Shipped').advance()));
