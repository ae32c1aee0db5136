% a map holding structs
m = containers.Map();
m('p1') = struct('x', 1, 'y', 2);
m('p2') = struct('x', 5, 'y', 6);
p = m('p2');
p.x + p.y
m.Count
class(m)
