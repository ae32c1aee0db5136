% concatenation class rules
a = [int8(1) 2.7]
class(a)
b = ['a' 66]
class(b)
c = [true 2]
class(c)
d = [single(1) 2]
class(d)
