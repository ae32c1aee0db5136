% char from numbers and back
char(65:70)
double('abc')
char(int8(72))
['x' 65]
class(['x' 65])
