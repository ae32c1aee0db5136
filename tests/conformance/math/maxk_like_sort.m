% top values by sorting descending
v = [4 9 1 7 3];
s = sort(v, 'descend');
s(1:3)
[~, order] = sort(v);
order
