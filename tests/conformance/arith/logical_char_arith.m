% logical and char operands become double
a = true + true
class(a)
b = 'a' + 1
c = char('a' + 2)
d = 'abc' - 'a'
e = [true false] * 3
