% int64 arithmetic beyond double precision
a = int64(2)^53 + int64(1)
b = intmax('int64') - int64(10)
c = int64(2)^62
d = idivide(int64(7), int64(2))
e = a * int64(2)
