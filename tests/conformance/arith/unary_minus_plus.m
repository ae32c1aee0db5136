% unary operators
a = -[1 -2 3]
b = +[4 5]
c = -int8(-128)
d = -true
class(d)
