% conversions between integer classes saturate
int8(int16(300))
uint8(int8(-1))
int16(uint16(65535))
uint32(int64(-5))
int64(2^53)
