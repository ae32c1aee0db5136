% very large and very small scalars use exponent notation
a = 1e10
b = 1.5e-8
c = -6.02e23
d = 100000
e = 99999.5
