% vertical concatenation of maps merges their keys
m1 = containers.Map({'a', 'b'}, {1, 2});
m2 = containers.Map({'b', 'c'}, {20, 30});
m3 = [m1; m2];
keys(m3)
m3('b')
m3.Count
