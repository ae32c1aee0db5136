% ranges of integer class
r = int8(1):int8(4)
class(r)
s = int8(5):-2:1
