% elementwise logical operators and xor
a = [1 0 1] & [1 1 0]
b = [1 0 1] | [0 0 0]
c = xor(true, [true false])
d = ~[0 3 0]
e = and(1, 0)
f = or(0, 0)
g = not(5)
