% ismember with rows and cell strings
[tf, loc] = ismember([1 2; 5 6], [5 6; 1 2; 7 8], 'rows')
[tf, loc] = ismember({'b', 'z'}, {'a', 'b', 'c'})
