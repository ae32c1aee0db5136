% sizes of cells and structs
c = cell(2, 5);
size(c)
numel(c)
s = struct('a', {1, 2});
size(s)
numel({})
