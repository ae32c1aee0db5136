% reinterpreting bits
typecast(uint8([1 0 0 0]), 'uint32')
typecast(int8(-1), 'uint8')
bitcmp(uint8(0))
