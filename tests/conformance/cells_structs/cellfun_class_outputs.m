% cellfun on class names and sizes
[a, b] = cellfun(@size, {ones(2, 3), 1})
cellfun('isclass', {1, 'a'}, 'char')
x = cellfun(@class, {1, 'a'}, 'UniformOutput', false)
