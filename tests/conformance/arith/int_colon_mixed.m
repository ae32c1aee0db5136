% colon with an integer endpoint gives an integer range
r = 1:int8(3)
class(r)
