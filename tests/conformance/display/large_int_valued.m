% integer-valued doubles beyond five digits
a = 1234567
b = [1 1234567]
c = -99999
d = 123456789012
