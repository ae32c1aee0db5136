inv = StockBook();
inv = inv.add("bolt", 100, Price=0.25);
inv = inv.add("nut", 250);
inv = inv.add('washer', 80, Price=0.05, Tag="small");
fprintf('%d items, value %.2f\n', numel(inv.Names), inv.value());
try
    inv = inv.add("gear", -5);
catch ME
    fprintf('%s\n', ME.message);
end
try
    inv.Counts(2) = -1;
catch ME
    fprintf('%s\n', ME.identifier);
end
report(inv, "bolt", "washer");

function report(book, names)
    arguments
        book (1,1) StockBook
    end
    arguments (Repeating)
        names (1,1) string
    end
    for k = 1:numel(names)
        i = find(book.Names == names{k});
        fprintf('%s: %d @ %.2f\n', names{k}, book.Counts(i), book.Prices(i));
    end
end
