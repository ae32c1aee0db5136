% complex scalars and vectors
z = 3 + 4i
w = [1+2i, -3.5-1i]
r = sqrt(-4)
