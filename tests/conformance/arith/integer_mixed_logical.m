% integers with logicals and chars
a = int8(5) + true
class(a)
b = uint8('A') + 1
class(b)
c = int16(3) * 'a'
