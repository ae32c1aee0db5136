% format short g: five significant digits in %g form
format short g
a = pi
b = [1 2 3]
c = [pi 1e-5 1e5]
d = [1.5; -2.25]
e = 1e10
f = [1 NaN Inf]
h = 123456789
x = -0.5
z = [1+2i 3]
format short
a = pi
