% int64 arithmetic beyond double precision
a = int64(9007199254740993) - int64(1)
b = intmax('int64') - int64(10)
c = int64(2)^62
d = idivide(intmax('int64'), int64(2))
