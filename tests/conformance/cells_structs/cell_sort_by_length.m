% sorting strings by length
c = {'ccc', 'a', 'bb', 'dddd'};
[~, i] = sort(cellfun(@length, c));
c(i)
