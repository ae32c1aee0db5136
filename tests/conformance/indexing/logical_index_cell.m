% logical indexing on cells
c = {'a', 'bb', 'ccc', 'dddd'};
long = c(cellfun(@numel, c) > 2)
c(logical([1 0 1 0])) = []
