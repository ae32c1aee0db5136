% syntax field end
a.b = [1 2 3];
a.b(2)
a.b(end)
numel(a.b)
