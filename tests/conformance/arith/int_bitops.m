% bitwise operations on integers
bitand(12, 10)
bitor(12, 10)
bitxor(12, 10)
bitshift(1, 4)
bitshift(16, -2)
bitand(uint8(255), uint8(15))
