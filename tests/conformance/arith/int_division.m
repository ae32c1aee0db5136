% integer division rounds, and division by zero saturates
a = int8(10) / int8(4)
b = int8(10) / int8(0)
c = int8(-10) / int8(0)
d = int8(0) / int8(0)
e = uint8(9) / uint8(2)
f = idivide(int32(7), int32(2))
