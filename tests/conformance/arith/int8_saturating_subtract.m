% int8 saturating subtract
x = int8(-100);
y = x - 100
z = abs(y)
