% unsigned conversions clamp negatives to zero
uint8(-5)
uint16([-1 70000 3.7])
uint32(-0.4)
int8([127.4 127.5 -120.5])
