x = 100;
y = int8(x)
