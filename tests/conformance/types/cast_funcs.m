% cast and class conversion functions
x = cast(3.7, 'int16')
class(x)
y = cast(int8(-5), 'double')
class(y)
z = double(int8(100)) * 2
w = single(2) / 3;
class(w)
