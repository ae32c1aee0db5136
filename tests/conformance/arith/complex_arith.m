% complex arithmetic
z1 = 1 + 2i;
z2 = 3 - 1i;
z1 + z2
z1 * z2
z1 / z2
conj(z1)
real(z1 * z2)
imag(z1 * z2)
