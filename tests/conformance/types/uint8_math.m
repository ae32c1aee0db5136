% uint8 arithmetic stays uint8
a = uint8(200);
b = uint8(100);
a + b
a - b
b - a
a / b
class(a / b)
