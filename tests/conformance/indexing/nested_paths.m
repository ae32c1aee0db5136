% deep nested assignment paths
s = struct();
s.a(2).b = 5;
size(s.a)
isempty(s.a(1).b)
s.a(2).b
c = {};
c{2}.name = 'z';
class(c{2})
c{2}.name
