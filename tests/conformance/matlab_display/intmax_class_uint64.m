v = intmax('uint64');
class(v)
