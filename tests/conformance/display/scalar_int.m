% integer-valued double scalars
x = 5
y = -12
z = 0
big = 123456789
