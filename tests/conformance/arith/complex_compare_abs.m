% complex comparisons use the real part; abs and angle
z = [3+4i, -1-1i, 2];
abs(z)
real(z) > 0
angle(1i)
isreal(z)
isreal([1 2])
