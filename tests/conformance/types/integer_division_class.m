% integer division keeps the integer class
a = int32(10) / 4
class(a)
b = 10 / int32(4)
class(b)
c = idivide(int32(10), int32(4), 'floor')
