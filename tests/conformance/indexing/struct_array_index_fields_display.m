% displaying one element of a struct array
s = struct('name', {'a', 'b'}, 'val', {1, [2 3]});
s(2)
t = s(1);
t.name
