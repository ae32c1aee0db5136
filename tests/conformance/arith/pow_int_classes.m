% powers of integer classes
int8(3) ^ 2
uint8(2) .^ [1 4 9]
int16(-2) ^ 3
