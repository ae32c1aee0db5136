% logical scalars and arrays
t = true
f = false
v = [true false true]
m = logical([1 0; 0 1])
e = 3 > [1 5 2]
