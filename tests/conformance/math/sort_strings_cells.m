% sorting cell arrays of strings
c = {'pear', 'apple', 'fig', 'banana'};
sorted = sort(c)
[~, idx] = sort(c);
idx
