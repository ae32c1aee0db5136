% uint64 arithmetic and saturation
a = uint64(18446744073709551615) - uint64(5)
b = uint64(10) - uint64(20)
c = uint64(2)^63
