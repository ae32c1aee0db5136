% single precision values
a = single(3.5)
b = single([1 2 3])
c = single(1/3)
class(c)
