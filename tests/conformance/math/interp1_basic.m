% linear interpolation
x = [1 2 3 4];
y = [10 20 15 5];
interp1(x, y, 2.5)
interp1(x, y, [1.5 3.25])
isnan(interp1(x, y, 5))
interp1(x, y, [0.5 2], 'linear', 0)
interp1(x, y, 2.4, 'nearest')
