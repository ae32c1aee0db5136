% struct arrays grow on assignment
s = struct('v', {});
size(s)
s(3).v = 1;
size(s)
isempty(s(1).v)
s(2).v = 'x';
{s.v}
