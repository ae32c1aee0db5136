% cellfun with size and a dimension argument
c = {ones(2, 3), ones(4, 1)};
cellfun('size', c, 1)
cellfun(@(x) size(x, 2), c)
cellfun('ndims', c)
