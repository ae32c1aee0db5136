% operations that preserve the class
a = int16([1 2 3]);
class(a')
class(a(2))
class(abs(a))
class(-a)
class(max(a))
