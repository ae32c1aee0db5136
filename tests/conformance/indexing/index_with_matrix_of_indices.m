% repeated and unordered indices
v = [10 20 30 40];
v([4 1 1 3])
v([1 1; 2 2])
idx = find(v > 15)
v(idx) = v(idx) / 10
