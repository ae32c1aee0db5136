% integer division ties round away from zero
int32([5 7 -5 -7]) / int32(2)
int8([1 3]) / int8(2)
