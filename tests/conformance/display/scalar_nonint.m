% non-integer double scalars
a = 3.14159
b = -0.5
c = 1/3
d = 2.5e-3
e = 12345.678
