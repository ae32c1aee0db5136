% complex numbers with integer and non-integer parts
a = 2i
b = -1 - 1i
c = 1.5 + 0i
d = complex(1, 0)
