% cells holding matrices and long rows
c = {magic(3)}
d = {1:10}
e = {-1.5, 1e10}
f = {true(2)}
