% logical results of comparisons and functions
a = isempty([])
b = [1 2 3] == [1 5 3]
c = ~[1 0 2]
d = any([0 0 1])
