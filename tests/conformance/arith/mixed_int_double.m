% integer with double gives integer
x = int8(5) * 2.6
class(x)
y = 1.5 + uint8(3)
class(y)
z = int16([1 2 3]) .* [0.5 0.5 0.5]
