% deconv, roots with leading zeros, conv with a scalar, filter normalization
[q, r] = deconv([1 5 6], [1 2])
roots([0 0 1 -2])
roots(5)
conv([1 2], 3)
filter(1, [2 1], [1 1 1])
interp1([1 2 3], [4 5 6; 7 8 9]', 1.5)
