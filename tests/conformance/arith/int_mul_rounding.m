% integer multiplication and division round the exact result
int8(7) * 0.5
int8(5) * 0.5
int8(-5) * 0.5
uint8(3) / 2
int16(-7) / 2
