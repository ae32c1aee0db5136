names = {'desk', 'chair', 'lamp', 'rug'};
prices = [150 45 20 80];
inv = Item.empty;
for k = 1:numel(names)
    inv(end + 1) = Item(names{k}, prices(k));
end
[~, idx] = sort([inv.Price], 'descend');
inv = inv(idx);
for k = 1:numel(inv)
    fprintf('%-6s %4d\n', inv(k).Name, inv(k).Price);
end
cheap = inv([inv.Price] < 50);
fprintf('cheap: %s\n', strjoin({cheap.Name}, ' '));
