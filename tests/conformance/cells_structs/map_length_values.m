% map length and value types
m = containers.Map({'x', 'y'}, [10 20]);
length(m)
m('y')
class(m('x'))
v = cell2mat(values(m))
size(m)
