% single display and conversions back to double
x = single(1) / 3
y = double(x)
class(x * y)
