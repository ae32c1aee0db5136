% int64 keeps integers that double cannot
a = int64(9007199254740992) + int64(1)
b = intmax('int64') - 1
class(b)
