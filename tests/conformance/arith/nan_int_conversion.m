% NaN and Inf converted to integers
int8(NaN)
uint8(Inf)
int16(-Inf)
