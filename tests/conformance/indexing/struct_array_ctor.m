% struct() with cell values makes struct arrays
s = struct('id', {1, 2, 3}, 'kind', 'x');
size(s)
s(2)
{s.kind}
t = struct('c', {{1, 2}});
size(t)
class(t.c)
