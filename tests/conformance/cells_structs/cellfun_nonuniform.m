% cellfun with UniformOutput false
c = {'one', 'two', 'three'};
r = cellfun(@(s) [s '!'], c, 'UniformOutput', false)
