% containers.Map with numeric keys and initial values
m = containers.Map({'a', 'b', 'c'}, {1, 2, 3});
v = values(m, {'c', 'a'})
remove(m, 'b');
keys(m)
n = containers.Map('KeyType', 'double', 'ValueType', 'any');
n(3) = 'three';
n(1) = 'one';
keys(n)
n(3)
