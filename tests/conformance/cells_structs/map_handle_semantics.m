% containers.Map is a handle: copies share the same map
m = containers.Map({'a'}, {1});
n = m;
n('b') = 2;
m.Count
isKey(m, 'b')
