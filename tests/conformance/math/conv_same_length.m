% convolution of vectors
conv([1 2 3], [1 1 1])
conv([1; 2], [1 -1])
