% comparisons between integers and doubles
int8(5) == 5
int8(5) > 4.5
uint8(3) < int8(4)
int32(7) == int32([7 8])
