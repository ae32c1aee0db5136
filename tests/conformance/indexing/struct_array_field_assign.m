% assigning a field across a struct array index
s = struct('v', {1, 2, 3});
s(2).v = 20;
s(4).v = 40;
[s.v]
numel(s)
s(2) = [];
[s.v]
