% the third output of mode lists every most frequent value
[m, f, c] = mode([1 1 2 2]);
m
f
c{1}'
[m, f, c] = mode([3 1 2 2 3 1 5]);
c{1}'
