% precedence of & over | and of comparison over logical
a = 1 | 0 & 0
b = (1 | 0) & 0
c = ~1 == 0
d = 3 > 2 > 1
