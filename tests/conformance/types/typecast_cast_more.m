% cast and typecast between classes
typecast(single(1), 'uint32')
cast(int8(-1), 'uint8')
int8('a')
uint8(300.5)
single(int8(-5))
class(logical([]))
