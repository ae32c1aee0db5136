% lengths of many strings
c = {'a', 'bcd', '', 'ef'};
cellfun(@length, c)
cellfun('isempty', c)
cellfun(@upper, c, 'UniformOutput', false)
