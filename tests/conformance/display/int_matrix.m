% integer matrices right-align to the widest element
A = int16([1 -20; 300 4])
B = uint8(magic(4))
