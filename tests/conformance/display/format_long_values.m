% format long on assorted values
format long
a = 1/7
b = -2/3
c = [pi; exp(1)]
d = 100.5
e = 1e-5
format short
