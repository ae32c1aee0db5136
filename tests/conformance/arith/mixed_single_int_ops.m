% single with integers gives the integer class
a = single(2.6) + int16(1)
class(a)
b = int8(100) * single(1.5)
