% single combined with double stays single
a = single(1.5) + 2
class(a)
b = single([1 2]) .* [3 4]
class(b)
c = single(1) + int8(3)
class(c)
