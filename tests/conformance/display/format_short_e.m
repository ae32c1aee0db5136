% format short e and format long e: every value in exponent form
format short e
a = pi
b = [1 2 3]
c = [pi -1e-5 1e5]
d = -0.5
f = [1 NaN]
g = 0
h = 1+2i
format long e
a = pi
c = [1/3 -2]
format short
a = pi
