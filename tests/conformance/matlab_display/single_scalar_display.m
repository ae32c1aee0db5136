x = 100;
y = single(x)
