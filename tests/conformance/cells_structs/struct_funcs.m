% fieldnames, isfield, rmfield, orderfields
s = struct('b', 1, 'a', 2, 'c', 3);
fieldnames(s)
isfield(s, 'a')
isfield(s, {'a', 'z', 'c'})
t = rmfield(s, 'b')
u = orderfields(s)
