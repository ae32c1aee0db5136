% containers.Map methods and properties
m = containers.Map({'a', 'b'}, {1, 2});
m.keys
m.values({'b'})
m.KeyType
m.ValueType
n = containers.Map([3 1 2], [30 10 20]);
keys(n)
values(n)
