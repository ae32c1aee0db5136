% integer conversion rounds half away from zero
int8(2.5)
int8(-2.5)
int8(3.49)
uint8(0.5)
int16([1.5 2.5 -0.5 -1.5])
int32(7) / int32(2)
int32(-7) / int32(2)
uint8(7) / 2
