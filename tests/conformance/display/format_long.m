% format long shows more digits
format long
a = pi
b = [1/3 2/3]
c = single(pi)
d = 0.1
format short
a = pi
