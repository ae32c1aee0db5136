% format long g: sixteen significant digits in %g form (spelled in two words too)
format long g
a = pi
c = [pi 1e-5 1e5]
d = 1/3
e = [1/3 2]
x = 0.1
y = 123456789.123
format longG
c = {pi, 1e-5}
format
a = pi
