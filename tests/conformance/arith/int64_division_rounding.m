% int64 and uint64 division round to nearest
int64(5) / int64(2)
uint64(7) / uint64(2)
int64(-7) / int64(2)
int32(7) * 0.1
