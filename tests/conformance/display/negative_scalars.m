% negative scalars of several kinds
a = -1
b = -0.25
c = int8(-128)
d = -Inf
