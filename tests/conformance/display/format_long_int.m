% integers are unaffected by format long
format long
x = 42
v = [1 2 3]
i = int32(7)
format short
