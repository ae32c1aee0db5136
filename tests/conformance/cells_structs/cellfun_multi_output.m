% cellfun with several outputs
c = {[4 1 9], [7 2]};
[m, i] = cellfun(@max, c)
[a, b] = cellfun(@(x) deal(x(1), x(end)), c, 'UniformOutput', false)
