% integer-class and logical subscripts
v = [10 20 30 40];
v(int8(2))
v(uint16([1 4]))
v(true)
v(logical([0 1]))
