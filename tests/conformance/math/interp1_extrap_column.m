% interpolation with column data and extrapolation
x = (1:4)';
y = (x.^2);
interp1(x, y, [1.5; 2.5])
interp1(x, y, 6, 'linear', 'extrap')
