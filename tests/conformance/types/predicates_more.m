% type predicates on edge values
isnan(int8(5))
isfinite([1 Inf NaN])
ischar({'a'})
iscellstr({'a', 1})
isfloat(5)
isinteger(5)
class('a':'c')
class(5:int8(7))
