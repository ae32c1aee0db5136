% sorting and de-duplicating a cell array of words
w = {'pear', 'apple', 'fig', 'apple', 'kiwi', 'fig'};
[u, i, j] = unique(w);
disp(u)
disp(i')
disp(j')
s = sort(w);
disp(s{end})
disp(numel(unique(lower({'A', 'a', 'B'}))))
