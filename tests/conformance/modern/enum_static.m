s = OrderState.parse('Paid');
fprintf('%s %d\n', char(s), canCancel(s));
fprintf('%d\n', canCancel(OrderState.Shipped));
fprintf('%d %d\n', isenum(s), isenum(3));
all = enumeration('OrderState');
fprintf('%d\n', sum(arrayfun(@(x) x.canCancel(), all)));
