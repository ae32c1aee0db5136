% empty cells and structs of several sizes
a = cell(0, 3)
b = cell(2, 0)
s = struct('a', {})
