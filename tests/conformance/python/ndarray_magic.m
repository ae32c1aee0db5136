p = py.numpy.array(magic(3))
P = double(p)
class(P)
