% cellfun with two cell inputs
a = {1, 2, 3};
b = {10, 20, 30};
cellfun(@plus, a, b)
cellfun(@(x, y) [x y], {'a', 'b'}, {'c', 'd'}, 'UniformOutput', false)
