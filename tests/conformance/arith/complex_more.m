% complex transposes, parts and products
[1+2i 3] .'
[1+2i 3]'
real([1+2i 3])
imag(5)
conj([1-1i 2])
sqrt(-1) * sqrt(-1)
log(-exp(1))
[1i 2] * [1i; 2]
