% result classes of mixed operations
class(int8(1) + 1)
class(single(1) + 1)
class(true + true)
class('a' + 'b')
class(single(1) * int16(2))
class([int8(1) true])
