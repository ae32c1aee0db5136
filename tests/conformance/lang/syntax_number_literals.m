% syntax number literals
r = 1e3
s = 1E-2
t = .5
u = 5.
v = 0x1F
