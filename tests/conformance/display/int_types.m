% integer classes
a = int8(-5)
b = uint8(250)
c = int16([100 -200 300])
d = uint16(65535)
e = int32([1; -2; 3])
f = uint32(7)
g = int64(-9007199254740991)
h = uint64(18446744073709551615)
