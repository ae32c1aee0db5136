% integer arithmetic saturates
a = int8(100) + int8(100)
b = int8(-100) - int8(100)
c = uint8(5) - uint8(10)
d = uint8(200) * 2
e = int16(32767) + 1
f = intmax('int32') + 1
g = intmin('int8') - 1
