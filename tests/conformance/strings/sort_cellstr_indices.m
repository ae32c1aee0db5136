% sort cellstr indices
[s, i] = sort({'pear', 'apple'});
disp(s{1}), disp(i)
