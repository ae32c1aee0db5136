e = Item.empty;
fprintf('%d %d %d %d\n', size(e), isempty(e), numel(e));
f = Item.empty(0, 3);
fprintf('%d %d\n', size(f));
fprintf('%s\n', class(e));
e(end + 1) = Item('first', 1);
e(end + 1) = Item('second', 2);
fprintf('%d %s\n', numel(e), e(end).Name);
