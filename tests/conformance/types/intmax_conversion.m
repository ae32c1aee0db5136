% values beyond the integer range saturate
int8(1000)
int8(-1000)
uint16(1e10)
int32(Inf)
int32(-Inf)
int32(NaN)
