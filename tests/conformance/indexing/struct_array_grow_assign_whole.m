% assigning whole struct elements
s = struct('a', 1, 'b', 'x');
s(2) = struct('a', 2, 'b', 'y');
s(4) = s(1);
size(s)
[s.a]
isempty(s(3).a)
