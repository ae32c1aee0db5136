% cellfun class join
c = {1, 'a', [1 2]};
cls = cellfun(@class, c, 'UniformOutput', false);
disp(strjoin(cls, ','))
